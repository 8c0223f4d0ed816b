import { ClockCircleOutlined, EnvironmentOutlined, PhoneOutlined, ReloadOutlined } from '@ant-design/icons';
import { fullUrl } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { StoreAvatar } from '../../../components/store-avatar/store-avatar';
import { useStoreDetail } from '../api/get-store-detail';
import { OpenBadge } from './open-badge';
import '../styles/store-card.css';
import '../styles/profile.css';
import { Button } from '../../../components/button/button';
import { StatusResult } from '../../../components/status-result/status-result';

type TStoreProfileProps = { storeuuid: string; cdnUrl: string };

/** A store's own page as a shop would show it: who, where, when, and what its assistant can help with. */
export function StoreProfile({ storeuuid, cdnUrl }: TStoreProfileProps) {
  const { t } = useTranslation('stores');
  const detail = useStoreDetail(storeuuid);
  if (detail.isPending) return <Skeleton avatar rows={5} data-testid="store-profile-loading" />;
  if (detail.isError) {
    return (
      <StatusResult
        status="warning"
        title={t('profile.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void detail.refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  const store = detail.data;
  const facts = [
    { key: 'address', Icon: EnvironmentOutlined, text: store.address },
    { key: 'hours', Icon: ClockCircleOutlined, text: store.hours },
    { key: 'phone', Icon: PhoneOutlined, text: store.phone },
  ].filter((fact) => fact.text);
  return (
    <article className="sf-store-profile" data-testid="store-profile">
      <header className="sf-store-profile-head">
        <StoreAvatar name={store.name} logoUrl={store.logo ? fullUrl(store.logo, cdnUrl) : ''} size={64} />
        <div>
          <h2 className="sf-store-profile-name">{store.name}</h2>
          <OpenBadge status={store.status} hours={store.hours} />
        </div>
      </header>
      {store.description ? <p className="sf-store-profile-description">{store.description}</p> : null}
      <dl className="sf-store-profile-facts">
        {facts.map(({ key, Icon, text }) => (
          <div key={key}>
            <dt>
              <Icon /> {t(`profile.${key}`)}
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {store.assistant && store.assistant.suggestions.length > 0 ? (
        <div className="sf-store-profile-ask">
          <div className="sf-store-profile-ask-title">
            {t('profile.askTitle', { name: store.assistant.name })}
          </div>
          <ul>
            {store.assistant.suggestions.slice(0, 4).map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
