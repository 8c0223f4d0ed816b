import type { TCodeEvent } from '@storefront/shared';
import { request } from '../../../lib/http';
import type { TCaptchaAnswer } from '../types';

/** POST /api/Sms/send: texts a code for `template_code` (the event); the server's message is shown. */
export async function sendSms(mobile: string, event: TCodeEvent, answer: TCaptchaAnswer): Promise<void> {
  await request<null>({
    url: '/api/Sms/send',
    method: 'post',
    data: { mobile, template_code: event, ...answer },
    showSuccessMessage: true,
  });
}
