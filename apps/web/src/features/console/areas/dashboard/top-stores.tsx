import type { TDashboard } from '@storefront/shared';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The stores asked most in the period, each with a bar as long as its share of the first's questions. */
export function TopStores({ stores }: { stores: TDashboard['topStores'] }) {
  const { t } = useTranslation('console-dashboard');
  const most = Math.max(1, ...stores.map((store) => store.messages));
  if (stores.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stores.empty')} />;
  }
  return (
    <ol className="sf-top-stores" data-testid="dashboard-top-stores">
      {stores.map((store) => (
        <li key={store.id}>
          <div className="sf-top-store-row">
            <a href={`/chatai/${store.storeuuid}`} target="_blank" rel="noopener">
              {store.name}
            </a>
            <span>{t('stores.messages', { count: store.messages })}</span>
          </div>
          <div className="sf-top-store-bar">
            <span style={{ width: `${(store.messages / most) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
