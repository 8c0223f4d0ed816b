import { type TAreaOption, type TAreaQuery, ZAreaOption } from '@storefront/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export class AreaShapeError extends Error {}

/** GET /api/ajax/area: provinces (no params), a province's cities, or a city's districts, as `{value, label}`. */
export async function getAreaOptions(query: TAreaQuery): Promise<TAreaOption[]> {
  const envelope = await request<unknown>({ url: '/api/ajax/area', method: 'get', params: query });
  const parsed = ZAreaOption.array().safeParse(envelope.data);
  if (!parsed.success) throw new AreaShapeError(parsed.error.message);
  return parsed.data;
}

/** Area lists change only with a new data package: cached for the whole visit. */
export function areaOptionsQuery(query: TAreaQuery) {
  return queryOptions({
    queryKey: ['area', query.province ?? '', query.city ?? ''],
    queryFn: () => getAreaOptions(query),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
