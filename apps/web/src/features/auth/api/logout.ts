import { request } from '../../../lib/http';

/** POST /api/user/logout: revokes the auth token and the refresh token on the server. */
export async function logout(refreshToken: string): Promise<void> {
  await request<null>({ url: '/api/user/logout', method: 'post', data: { refreshToken } });
}
