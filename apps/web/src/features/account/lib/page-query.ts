import { PAGE_SIZES } from '@storefront/shared';

export type TPageQuery = { page: number; limit: number };

/** Page and size from the address (`?page=2&limit=20`), so a reload or a shared link keeps the place. */
export function readPageQuery(params: URLSearchParams): TPageQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
  };
}

/** The address parameters for a page; the defaults are left out to keep the address clean. */
export function writePageQuery(params: URLSearchParams, { page, limit }: TPageQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (limit !== PAGE_SIZES[0]) next.set('limit', String(limit));
  else next.delete('limit');
  return next;
}
