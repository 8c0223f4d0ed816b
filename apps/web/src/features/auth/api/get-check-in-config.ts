import { type TCheckInConfig, ZCheckInConfig } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export class CheckInConfigShapeError extends Error {}

/**
 * GET /api/user/checkIn: whether login needs the captcha and which channels (email, mobile) can deliver
 * codes. A member who is already logged in gets 303 'logged in', which the http client turns into a redirect
 * to the chat page.
 */
export async function getCheckInConfig(): Promise<TCheckInConfig> {
  const envelope = await request<unknown>({ url: '/api/user/checkIn', method: 'get' });
  const parsed = ZCheckInConfig.safeParse(envelope.data);
  if (!parsed.success) throw new CheckInConfigShapeError(parsed.error.message);
  return parsed.data;
}

export function useCheckInConfig() {
  return useQuery({
    queryKey: ['auth', 'checkIn'],
    queryFn: getCheckInConfig,
    retry: false,
    staleTime: 60_000,
  });
}
