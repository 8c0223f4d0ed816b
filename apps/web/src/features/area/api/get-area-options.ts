import { API, type TAreaQuery, type TLanguage } from '@storefront/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http';

/**
 * Provinces (no query), a province's cities, or a city's districts, as `{value, label}`, named in `language`
 * (the server reads it from think-lang). Area lists change only with a new data package: cached for the whole
 * visit, per language.
 */
export function areaOptionsQuery(query: TAreaQuery, language: TLanguage) {
  return queryOptions({
    queryKey: ['area', language, query.province ?? '', query.city ?? ''],
    queryFn: () => callApi(API.area.options, { query }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
