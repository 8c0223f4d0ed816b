import type { TContentSummary, TContentType, TPage } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/http';
import { parseContentPage } from './parse';

export type TContentListQuery = { type: TContentType; keyword: string; page: number; limit: number };

/** GET /api/content/index: one page of published articles of a type in the current language. */
export async function getContentList(query: TContentListQuery): Promise<TPage<TContentSummary>> {
  const envelope = await request<unknown>({
    url: '/api/content/index',
    method: 'get',
    params: { ...query, keyword: query.keyword || undefined },
  });
  return parseContentPage(envelope.data);
}

/** Articles are written per language, so the language is part of the key. */
export function useContentList(query: TContentListQuery) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'list', query.type, query.keyword, query.page, query.limit, i18n.language],
    queryFn: () => getContentList(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
