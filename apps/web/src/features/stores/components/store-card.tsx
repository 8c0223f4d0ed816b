import { ClockCircleOutlined, EnvironmentOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button/button';
import { StoreAvatar } from '../../../components/store-avatar/store-avatar';
import type { TStoreCardView } from '../types';
import { DistanceLabel } from './distance-label';
import { OpenBadge } from './open-badge';

type TStoreCardProps = { store: TStoreCardView; logoUrl: string };

/** One store in a list: who, where, when, how far, and the way into its chat. */
export function StoreCard({ store, logoUrl }: TStoreCardProps) {
  const { t } = useTranslation('stores');
  return (
    <article className="sf-store-card" data-testid="store-card" data-store={store.storeuuid}>
      <header className="sf-store-card-head">
        <StoreAvatar name={store.name} logoUrl={logoUrl} />
        <div className="sf-store-card-title">
          <h3 className="sf-store-name" data-testid="store-name">
            {store.name}
          </h3>
          <OpenBadge status={store.status} hours={store.hours} />
        </div>
        {store.isFeatured ? <span className="sf-store-featured">{t('card.featured')}</span> : null}
      </header>
      {store.description ? <p className="sf-store-description">{store.description}</p> : null}
      <ul className="sf-store-facts">
        <li>
          <EnvironmentOutlined />
          <span className="sf-store-address">{store.address || store.area || t('card.noAddress')}</span>
          {store.distanceKm !== undefined ? (
            <span className="sf-store-distance" data-testid="store-distance">
              <DistanceLabel km={store.distanceKm} />
            </span>
          ) : null}
        </li>
        <li>
          <ClockCircleOutlined />
          <span>{store.hours || t('card.noHours')}</span>
        </li>
      </ul>
      <Link
        to={`/chatai/${encodeURIComponent(store.storeuuid)}`}
        className="sf-store-chat"
        data-testid="store-chat"
      >
        <Button type="primary" block icon={<MessageOutlined />}>
          {t('card.chat')}
        </Button>
      </Link>
    </article>
  );
}
