import { API } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http';

/**
 * A store with its published assistant's welcome and suggested questions. The assistant's texts come in the
 * request language, so the language is part of the key.
 */
export function useStoreDetail(storeuuid: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['stores', 'detail', storeuuid, i18n.language],
    queryFn: () => callApi(API.stores.detail, { query: { storeuuid } }),
    enabled: storeuuid !== '',
    staleTime: 60_000,
  });
}
