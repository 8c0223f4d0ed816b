import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { useStoreList } from '../api/get-store-list';
import { hasFilters } from '../lib/filters';
import type { TStoreFilters } from '../types';
import { ResultsHead } from './results-head';
import { StoreGrid } from './store-grid';

type TBrowseResultsProps = { filters: TStoreFilters; logoUrl: (logo: string) => string; onClear: () => void };

/** Featured stores, or the stores matching the filters, a page at a time ("load more"). */
export function BrowseResults({ filters, logoUrl, onClear }: TBrowseResultsProps) {
  const { t } = useTranslation('stores');
  const list = useStoreList(filters);
  const isFiltered = hasFilters(filters);
  const stores = list.data?.pages.flatMap((page) => page.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const footer = list.hasNextPage ? (
    <div className="sf-store-more">
      <Button
        size="large"
        icon={<DownOutlined />}
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
        data-testid="store-load-more"
      >
        {t('list.loadMore', { shown: stores.length, total })}
      </Button>
    </div>
  ) : stores.length > 0 ? (
    <div className="sf-store-end">{t('list.end', { total })}</div>
  ) : null;

  return (
    <div
      className="sf-store-results"
      data-testid="store-results"
      data-mode={isFiltered ? 'filtered' : 'featured'}
    >
      <ResultsHead
        title={isFiltered ? t('directory.results') : t('directory.featured')}
        hint={
          isFiltered && list.isSuccess ? t('directory.count', { count: total }) : t('directory.featuredHint')
        }
        action={
          isFiltered ? (
            <Button type="text" icon={<CloseOutlined />} onClick={onClear} data-testid="store-clear">
              {t('search.clear')}
            </Button>
          ) : null
        }
      />
      <StoreGrid
        stores={stores}
        logoUrl={logoUrl}
        isLoading={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        emptyTitle={isFiltered ? t('list.empty') : t('list.emptyFeatured')}
        emptyHint={isFiltered ? t('list.emptyHint') : t('list.emptyFeaturedHint')}
        footer={footer}
      />
    </div>
  );
}
