import { API, STORE_LIMITS, type TPage } from '@storefront/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http';
import { areaQuery } from '../lib/filters';
import { toStoreCardPage } from '../lib/store-card-view';
import type { TStoreCardView, TStoreFilters } from '../types';

/** The listing's own page size, which its contract offers beside the common ones. */
export const STORE_PAGE_SIZE = STORE_LIMITS.listPageSize;

/** One page of stores in an area and/or matching a keyword (featured first). */
export async function getStoreList(filters: TStoreFilters, page: number): Promise<TPage<TStoreCardView>> {
  const query = {
    ...areaQuery(filters.area),
    keyword: filters.keyword || undefined,
    page,
    limit: STORE_PAGE_SIZE,
  };
  return toStoreCardPage(await callApi(API.stores.list, { query }));
}

/**
 * Pages of the list, appended by "load more"; a new filter starts again at page 1. Names and addresses come
 * in the request language, so the language is part of the key.
 */
export function useStoreList(filters: TStoreFilters) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: ['stores', 'list', filters.keyword, filters.area.join(','), i18n.language],
    queryFn: ({ pageParam }) => getStoreList(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.list.length, 0) < last.total && last.list.length > 0
        ? pages.length + 1
        : undefined,
    staleTime: 60_000,
  });
}
