import { API } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http';
import type { TContentListQuery } from '../lib/help-query';

/** One page of published articles of a type; they are written per language, so the language is in the key. */
export function useContentList(query: TContentListQuery & { limit: number }) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'list', query.type, query.keyword, query.page, query.limit, i18n.language],
    queryFn: () => callApi(API.content.list, { query: { ...query, keyword: query.keyword || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
