import { ReloadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadInAntdScope } from '../../../components/antd-part';
import { Button } from '../../../components/button/button';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { StatusResult } from '../../../components/status-result/status-result';
import { lazyPart } from '../../../lib/lazy-part';
import type { TStoreCardView } from '../types';
import { StoreCard } from './store-card';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Shown only after a search finds nothing, so its picture's code comes then. */
const Empty = lazyPart(() => loadInAntdScope(() => import('antd/es/empty').then((module) => module.default)));

export type TStoreGridProps = {
  stores: TStoreCardView[];
  logoUrl: (logo: string) => string;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyTitle: string;
  emptyHint: string;
  /** Shown under the cards: "load more", or the end of the list. */
  footer?: ReactNode;
};

/** A grid of store cards with its loading, empty and error states. */
export function StoreGrid({ stores, logoUrl, isLoading, isError, onRetry, ...text }: TStoreGridProps) {
  const { t } = useTranslation('stores');
  if (isLoading) {
    return (
      <div className="sf-store-grid" data-testid="store-loading" aria-busy="true">
        {SKELETONS.map((key) => (
          <div key={key} className="sf-store-card is-skeleton">
            <Skeleton avatar rows={3} />
          </div>
        ))}
      </div>
    );
  }
  if (isError && stores.length === 0) {
    return (
      <StatusResult
        status="warning"
        className="sf-store-state"
        data-testid="store-error"
        title={t('list.error')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  if (stores.length === 0) {
    return (
      <Empty
        className="sf-store-state"
        data-testid="store-empty"
        description={
          <>
            <div className="sf-store-state-title">{text.emptyTitle}</div>
            <div className="sf-store-state-hint">{text.emptyHint}</div>
          </>
        }
      />
    );
  }
  return (
    <>
      <div className="sf-store-grid" data-testid="store-list">
        {stores.map((store) => (
          <StoreCard key={store.storeuuid} store={store} logoUrl={logoUrl(store.logo)} />
        ))}
      </div>
      {text.footer}
    </>
  );
}
