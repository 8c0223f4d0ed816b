import { API, type TEndpointBody, type TLoginResult } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/** The register tab's fields; `captcha` is the 6-digit code sent to the chosen channel. */
type TRegisterRequest = Omit<Extract<TEndpointBody<typeof API.auth.checkIn>, { tab: 'register' }>, 'tab'>;

/** The register tab: creates the account and logs it in. */
export function register(body: TRegisterRequest): Promise<TLoginResult> {
  return callApi(API.auth.checkIn, { body: { tab: 'register', ...body } });
}
