import type { TProfileBody } from '@storefront/shared';
import { request } from '../../../lib/http';

/** POST /api/account/profile: the server's 'Profile saved' is shown. */
export async function saveProfile(body: TProfileBody): Promise<void> {
  await request<null>({ url: '/api/account/profile', method: 'post', data: body, showSuccessMessage: true });
}
