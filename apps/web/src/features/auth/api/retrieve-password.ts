import type { TAccountChannel } from '@storefront/shared';
import { request } from '../../../lib/http';

export type TRetrievePasswordRequest = {
  type: TAccountChannel;
  account: string;
  captcha: string;
  password: string;
};

/** POST /api/account/retrievePassword: sets a new password with a code sent for `user_retrieve_pwd`. */
export async function retrievePassword(body: TRetrievePasswordRequest): Promise<void> {
  await request<null>({
    url: '/api/account/retrievePassword',
    method: 'post',
    data: body,
    showSuccessMessage: true,
  });
}
