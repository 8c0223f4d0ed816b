import { request } from '../../../lib/http';

/**
 * POST /api/user/logout: the server deletes the auth token (header) and the refresh token (body). Resolves
 * on code 1 only; any other answer rejects after the http client has shown its message.
 */
export async function logout(refreshToken: string): Promise<void> {
  await request<null>({ url: '/api/user/logout', method: 'post', data: { refreshToken } });
}
