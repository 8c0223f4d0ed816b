import { API, type TEndpointBody, type TLoginResult } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/** Logs in with a code sent for the event `user_login`. */
export function codeLogin(body: TEndpointBody<typeof API.auth.codeLogin>): Promise<TLoginResult> {
  return callApi(API.auth.codeLogin, { body });
}
