import {
  EnvironmentOutlined,
  GlobalOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

const FEATURES: { key: string; Icon: ComponentType }[] = [
  { key: 'assistant', Icon: RobotOutlined },
  { key: 'stores', Icon: EnvironmentOutlined },
  { key: 'instant', Icon: ThunderboltOutlined },
  { key: 'member', Icon: WalletOutlined },
  { key: 'languages', Icon: GlobalOutlined },
  { key: 'privacy', Icon: SafetyCertificateOutlined },
];

/** What the product offers, as cards. */
export function FeatureGrid() {
  const { t } = useTranslation('home');
  return (
    <section className="sf-section" data-testid="home-features">
      <div className="sf-section-head">
        <h2 className="sf-section-title">{t('features.title')}</h2>
        <p className="sf-section-subtitle">{t('features.subtitle')}</p>
      </div>
      <div className="sf-feature-grid">
        {FEATURES.map(({ key, Icon }) => (
          <article key={key} className="sf-feature-card">
            <span className="sf-feature-icon">
              <Icon />
            </span>
            <h3 className="sf-feature-title">{t(`features.${key}.title`)}</h3>
            <p className="sf-feature-text">{t(`features.${key}.text`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
