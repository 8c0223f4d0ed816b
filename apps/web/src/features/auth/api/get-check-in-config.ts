import { API } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http';

/**
 * Whether login needs the captcha and which channels (email, mobile) can deliver codes. A member who is
 * already logged in gets 303 'logged in', which the http client turns into a redirect to the chat page.
 */
export function useCheckInConfig() {
  return useQuery({
    queryKey: ['auth', 'checkIn'],
    queryFn: () => callApi(API.auth.checkInConfig),
    retry: false,
    staleTime: 60_000,
  });
}
