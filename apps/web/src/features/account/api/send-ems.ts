import type { TCodeEvent } from '@storefront/shared';
import { request } from '../../../lib/http';
import type { TCaptchaAnswer } from '../types';

/**
 * POST /api/Ems/send for a member-centre event; verifying the member's own address (`user_email_verify`) also
 * proves the password. The server's message ('Mail sent successfully~') is shown.
 */
export async function sendEms(email: string, event: TCodeEvent, answer: TCaptchaAnswer, password = '') {
  await request<null>({
    url: '/api/Ems/send',
    method: 'post',
    data: { email, event, ...answer, ...(password ? { password } : {}) },
    showSuccessMessage: true,
  });
}
