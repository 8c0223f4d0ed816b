import { HistoryOutlined, MessageOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const POINTS = [
  { key: 'history', icon: <HistoryOutlined /> },
  { key: 'chat', icon: <MessageOutlined /> },
  { key: 'points', icon: <TrophyOutlined /> },
] as const;

/** The showcase half of the login card: what a member gets. Hidden on phones, where the form comes first. */
export function AuthAside() {
  const { t } = useTranslation('auth');
  return (
    <aside className="sf-auth-aside">
      <div className="sf-auth-aside-inner">
        <span className="sf-auth-eyebrow">{t('aside.eyebrow')}</span>
        <h2 className="sf-auth-aside-title">{t('aside.title')}</h2>
        <p className="sf-auth-aside-text">{t('aside.text')}</p>
        <ul className="sf-auth-points">
          {POINTS.map((point) => (
            <li key={point.key}>
              <span className="sf-auth-point-icon">{point.icon}</span>
              <span>{t(`aside.${point.key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
