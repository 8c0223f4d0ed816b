import { API, type TAreaQuery } from '@storefront/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http';

/**
 * Provinces (no query), a province's cities, or a city's districts, as `{value, label}`. Area lists change
 * only with a new data package: cached for the whole visit.
 */
export function areaOptionsQuery(query: TAreaQuery) {
  return queryOptions({
    queryKey: ['area', query.province ?? '', query.city ?? ''],
    queryFn: () => callApi(API.area.options, { query }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
