import type { TCodeEvent } from '@storefront/shared';
import { request } from '../../../lib/http';
import type { TCaptchaAnswer } from '../types';

/**
 * POST /api/Sms/send for a member-centre event (`template_code`); verifying the member's own mobile also
 * proves the password. The server's message is shown.
 */
export async function sendSms(mobile: string, event: TCodeEvent, answer: TCaptchaAnswer, password = '') {
  await request<null>({
    url: '/api/Sms/send',
    method: 'post',
    data: { mobile, template_code: event, ...answer, ...(password ? { password } : {}) },
    showSuccessMessage: true,
  });
}
