import type { TChangeBindBody } from '@storefront/shared';
import { request } from '../../../lib/http';

/** POST /api/account/changeBind: binds the new address (with step 1's token, or the password the first time). */
export async function changeBind(body: TChangeBindBody): Promise<void> {
  await request<null>({
    url: '/api/account/changeBind',
    method: 'post',
    data: body,
    showSuccessMessage: true,
  });
}
