import { API, type TAccountChannel } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http';

/** Which channels can deliver codes now (email needs mail, mobile an SMS driver). */
export async function getCodeChannels(): Promise<TAccountChannel[]> {
  return (await callApi(API.account.profileConfig)).accountVerificationType;
}

export function useCodeChannels() {
  return useQuery({ queryKey: ['account', 'profileConfig'], queryFn: getCodeChannels, staleTime: 60_000 });
}
