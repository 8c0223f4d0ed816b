import { API, type TEndpointBody, type TLoginResult } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/** The login tab's fields; `captchaId`/`captchaInfo` stay empty while the site's login captcha is off. */
type TLoginRequest = Omit<Extract<TEndpointBody<typeof API.auth.checkIn>, { tab: 'login' }>, 'tab'>;

/** The login tab: a username, email or mobile with the password. */
export function login(body: TLoginRequest): Promise<TLoginResult> {
  return callApi(API.auth.checkIn, { body: { tab: 'login', ...body } });
}
