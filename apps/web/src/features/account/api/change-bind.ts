import { API, type TChangeBindBody } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/**
 * Binds the new address (with step 1's token, or the password the first time); the server's message is shown.
 */
export async function changeBind(body: TChangeBindBody): Promise<void> {
  await callApi(API.account.changeBind, { body, showSuccessMessage: true });
}
