import type { TCodeEvent } from '@storefront/shared';
import { request } from '../../../lib/http';

import type { TCaptchaAnswer } from '../types';

/** POST /api/Ems/send: mails a code for `event`; the server's message ('Mail sent successfully~') is shown. */
export async function sendEms(email: string, event: TCodeEvent, answer: TCaptchaAnswer): Promise<void> {
  await request<null>({
    url: '/api/Ems/send',
    method: 'post',
    data: { email, event, ...answer },
    showSuccessMessage: true,
  });
}
