import { type TOverview, ZOverview } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { AccountShapeError } from './parse';

/** GET /api/account/overview: net change of points and balance on each of the last 7 days. */
export async function getOverview(): Promise<TOverview> {
  const envelope = await request<unknown>({ url: '/api/account/overview', method: 'get' });
  const parsed = ZOverview.safeParse(envelope.data);
  if (!parsed.success) throw new AccountShapeError(parsed.error.message);
  return parsed.data;
}

export function useOverview() {
  return useQuery({ queryKey: ['account', 'overview'], queryFn: getOverview, staleTime: 0 });
}
