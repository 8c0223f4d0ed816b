import { API } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http';

/** Net change of points and balance on each of the last 7 days. */
export function useOverview() {
  return useQuery({
    queryKey: ['account', 'overview'],
    queryFn: () => callApi(API.account.overview),
    staleTime: 0,
  });
}
