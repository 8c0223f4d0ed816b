import type { TChangePasswordBody } from '@storefront/shared';
import { request } from '../../../lib/http';

/** POST /api/account/changePassword: on success the server has ended every login of the member. */
export async function changePassword(body: TChangePasswordBody): Promise<void> {
  await request<null>({
    url: '/api/account/changePassword',
    method: 'post',
    data: body,
    showSuccessMessage: true,
  });
}
