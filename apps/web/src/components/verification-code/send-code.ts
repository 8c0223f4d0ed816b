import type { TAccountChannel, TCodeEvent } from '@storefront/shared';
import { request } from '../../lib/http';
import type { TCaptchaAnswer, TCodeTarget } from './types';

/**
 * POST /api/Ems/send or /api/Sms/send (the event goes as `template_code` for SMS, as BuildAdmin names it).
 * Verifying the member's own address also proves the password. The server's message is shown.
 */
export async function sendCode(
  channel: TAccountChannel,
  event: TCodeEvent,
  target: TCodeTarget,
  answer: TCaptchaAnswer,
): Promise<void> {
  const password = target.password ? { password: target.password } : {};
  const data =
    channel === 'email'
      ? { email: target.address, event, ...answer, ...password }
      : { mobile: target.address, template_code: event, ...answer, ...password };
  await request<null>({
    url: channel === 'email' ? '/api/Ems/send' : '/api/Sms/send',
    method: 'post',
    data,
    showSuccessMessage: true,
  });
}
