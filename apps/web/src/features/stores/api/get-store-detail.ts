import { type TStoreDetail, ZStoreDetail } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/http';
import { StoreShapeError } from './parse';

/** GET /api/index/instoDetail: a store with its published assistant's welcome and suggested questions. */
export async function getStoreDetail(storeuuid: string): Promise<TStoreDetail> {
  const envelope = await request<unknown>({
    url: '/api/index/instoDetail',
    method: 'get',
    params: { storeuuid },
  });
  const parsed = ZStoreDetail.safeParse(envelope.data);
  if (!parsed.success) throw new StoreShapeError(parsed.error.message);
  return parsed.data;
}

/** The assistant's texts come in the request language, so the language is part of the key. */
export function useStoreDetail(storeuuid: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['stores', 'detail', storeuuid, i18n.language],
    queryFn: () => getStoreDetail(storeuuid),
    enabled: storeuuid !== '',
    staleTime: 60_000,
  });
}
