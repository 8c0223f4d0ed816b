import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { NEARBY_RADIUS_KM, useNearbyStores } from '../api/locate-stores';
import type { TCoords } from '../hooks/use-geolocation';
import { ResultsHead } from './results-head';
import { StoreGrid } from './store-grid';

type TNearbyResultsProps = { coords: TCoords; logoUrl: (logo: string) => string; onLeave: () => void };

/** The stores nearest to the visitor, nearest first, each with its distance. */
export function NearbyResults({ coords, logoUrl, onLeave }: TNearbyResultsProps) {
  const { t } = useTranslation('stores');
  const nearby = useNearbyStores(coords);
  const stores = nearby.data?.list ?? [];
  return (
    <div className="sf-store-results" data-testid="store-results" data-mode="nearby">
      <ResultsHead
        title={t('directory.nearby')}
        hint={t('directory.nearbyHint', { km: NEARBY_RADIUS_KM })}
        action={
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={onLeave} data-testid="store-leave-nearby">
            {t('search.showAll')}
          </Button>
        }
      />
      <StoreGrid
        stores={stores}
        logoUrl={logoUrl}
        isLoading={nearby.isPending}
        isError={nearby.isError}
        onRetry={() => void nearby.refetch()}
        emptyTitle={t('list.emptyNearby', { km: NEARBY_RADIUS_KM })}
        emptyHint={t('list.emptyNearbyHint')}
      />
    </div>
  );
}
