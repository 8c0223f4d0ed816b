import { type TAccountChannel, ZProfileConfig } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { AccountShapeError } from './parse';

/** GET /api/account/profile: which channels can deliver codes now (email needs mail, mobile an SMS driver). */
export async function getProfileConfig(): Promise<TAccountChannel[]> {
  const envelope = await request<unknown>({ url: '/api/account/profile', method: 'get' });
  const parsed = ZProfileConfig.safeParse(envelope.data);
  if (!parsed.success) throw new AccountShapeError(parsed.error.message);
  return parsed.data.accountVerificationType;
}

export function useCodeChannels() {
  return useQuery({ queryKey: ['account', 'profileConfig'], queryFn: getProfileConfig, staleTime: 60_000 });
}
