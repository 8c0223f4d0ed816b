import type { TStoreFilters } from '../types';

const AREA_CODE = /^\d{2,12}$/;

/** Filters from the address, so a reload or a shared link keeps the search; malformed parts are dropped. */
export function readFilters(params: URLSearchParams): TStoreFilters {
  const area = (params.get('area') ?? '')
    .split(',')
    .filter((code) => AREA_CODE.test(code))
    .slice(0, 3);
  return { keyword: (params.get('keyword') ?? '').trim().slice(0, 50), area };
}

/** The address parameters for the filters; empty ones are left out to keep the address clean. */
export function writeFilters(params: URLSearchParams, filters: TStoreFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const keyword = filters.keyword.trim();
  if (keyword) next.set('keyword', keyword);
  else next.delete('keyword');
  if (filters.area.length > 0) next.set('area', filters.area.join(','));
  else next.delete('area');
  return next;
}

/** The list query's area fields: the chosen codes from the province down. */
export function areaQuery(area: string[]): { province?: string; city?: string; district?: string } {
  const [province, city, district] = area;
  return { province, city, district };
}

export function hasFilters(filters: TStoreFilters): boolean {
  return filters.keyword !== '' || filters.area.length > 0;
}
