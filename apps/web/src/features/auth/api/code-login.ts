import type { TAccountChannel, TLoginResult } from '@storefront/shared';
import { request } from '../../../lib/http';
import { parseLoginResult } from './login-result';

export type TCodeLoginRequest = { type: TAccountChannel; account: string; captcha: string; keep: boolean };

/** POST /api/user/codeLogin: logs in with a code sent for the event `user_login`. */
export async function codeLogin(body: TCodeLoginRequest): Promise<TLoginResult> {
  const envelope = await request<unknown>({ url: '/api/user/codeLogin', method: 'post', data: body });
  return parseLoginResult(envelope.data);
}
