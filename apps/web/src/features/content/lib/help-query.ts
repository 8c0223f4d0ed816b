import type { TContentType } from '@storefront/shared';

/** The lists the help centre offers, in tab order; documents are reached from the footer instead. */
export const HELP_TYPES = ['instructions', 'guide', 'example'] as const satisfies readonly TContentType[];
export type THelpType = (typeof HELP_TYPES)[number];

export const HELP_PAGE_SIZE = 10;

export type THelpQuery = { type: THelpType; keyword: string; page: number };

/** A page of one list of articles: a help centre tab, or the documents at `/md`. */
export type TContentListQuery = { type: TContentType; keyword: string; page: number };

/** Tab, search and page from the address, so a reload or a shared link keeps them. */
export function readHelpQuery(params: URLSearchParams): THelpQuery {
  const type = HELP_TYPES.find((item) => item === params.get('type')) ?? 'instructions';
  const page = Number(params.get('page'));
  return {
    type,
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address parameters of a query; defaults are left out. */
export function writeHelpQuery(query: THelpQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type !== 'instructions') params.set('type', query.type);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
