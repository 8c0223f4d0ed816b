import { API } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/**
 * The server deletes the auth token (header) and the refresh token (body). Resolves on code 1 only; any other
 * answer rejects after the http client has shown its message.
 */
export async function logout(refreshToken: string): Promise<void> {
  await callApi(API.auth.logout, { body: { refreshToken } });
}
