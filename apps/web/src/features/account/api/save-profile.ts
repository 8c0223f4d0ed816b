import { API, type TProfileBody } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/** Saves the member's own profile; the server's 'Profile saved' is shown. */
export async function saveProfile(body: TProfileBody): Promise<void> {
  await callApi(API.account.saveProfile, { body, showSuccessMessage: true });
}
