import type { TAccountChannel, TLoginResult } from '@storefront/shared';
import { request } from '../../../lib/http';
import { parseLoginResult } from './login-result';

/** The register tab's body; `captcha` is the 6-digit code sent to the chosen channel. */
export type TRegisterRequest = {
  username: string;
  password: string;
  registerType: TAccountChannel;
  email: string;
  mobile: string;
  captcha: string;
  keep: boolean;
};

/** POST /api/user/checkIn, register tab: creates the account and logs it in. */
export async function register(body: TRegisterRequest): Promise<TLoginResult> {
  const envelope = await request<unknown>({
    url: '/api/user/checkIn',
    method: 'post',
    data: { tab: 'register', ...body },
  });
  return parseLoginResult(envelope.data);
}
