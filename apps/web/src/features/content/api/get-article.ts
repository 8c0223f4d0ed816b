import { API, CODE, type TContentDetail, type TContentType } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi, HttpError } from '../../../lib/http';

/** An article by its numeric id, or a document by its name (`terms`, `privacy`, `about`). */
export type TArticleKey = { type: TContentType; id: number } | { type: TContentType; name: string };

/**
 * One article. An unknown id or name answers code 0: that resolves to null (the page shows the 404 page)
 * instead of an error toast; transport failures still reject.
 */
export async function getArticle(key: TArticleKey): Promise<TContentDetail | null> {
  try {
    return await callApi(API.content.detail, { query: key, showCodeMessage: false });
  } catch (error) {
    if (error instanceof HttpError && error.code === CODE.error) return null;
    throw error;
  }
}

export function useArticle(key: TArticleKey) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['content', 'detail', key.type, 'id' in key ? key.id : key.name, i18n.language],
    queryFn: () => getArticle(key),
    staleTime: 60_000,
  });
}
