import { API, type TEndpointBody } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/** Sets a new password with a code sent for `user_retrieve_pwd`; the server's message is shown. */
export async function retrievePassword(body: TEndpointBody<typeof API.auth.retrievePassword>): Promise<void> {
  await callApi(API.auth.retrievePassword, { body, showSuccessMessage: true });
}
