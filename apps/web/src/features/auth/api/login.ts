import type { TLoginResult } from '@storefront/shared';
import { request } from '../../../lib/http';
import { parseLoginResult } from './login-result';

/** The login tab's body; `captchaId`/`captchaInfo` stay empty while the site's login captcha is off. */
export type TLoginRequest = {
  username: string;
  password: string;
  keep: boolean;
  captchaId: string;
  captchaInfo: string;
};

/** POST /api/user/checkIn, login tab: a username, email or mobile with the password. */
export async function login(body: TLoginRequest): Promise<TLoginResult> {
  const envelope = await request<unknown>({
    url: '/api/user/checkIn',
    method: 'post',
    data: { tab: 'login', ...body },
  });
  return parseLoginResult(envelope.data);
}
