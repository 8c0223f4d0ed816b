import { API, type TChangePasswordBody } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/** On success the server has ended every login of the member. */
export async function changePassword(body: TChangePasswordBody): Promise<void> {
  await callApi(API.account.changePassword, { body, showSuccessMessage: true });
}
