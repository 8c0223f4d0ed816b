import { API, type TAccountChannel, type TCodeEvent } from '@storefront/shared';
import { callApi } from '../../lib/http';
import type { TCaptchaAnswer, TCodeTarget } from './types';

/**
 * Sends a code by mail or SMS (the event goes as `template_code` for SMS, as BuildAdmin names it). Verifying
 * the member's own address also proves the password. The server's message is shown.
 */
export async function sendCode(
  channel: TAccountChannel,
  event: TCodeEvent,
  target: TCodeTarget,
  answer: TCaptchaAnswer,
): Promise<void> {
  const password = target.password ? { password: target.password } : {};
  if (channel === 'email') {
    const body = { email: target.address, event, ...answer, ...password };
    await callApi(API.codes.sendEmail, { body, showSuccessMessage: true });
  } else {
    const body = { mobile: target.address, template_code: event, ...answer, ...password };
    await callApi(API.codes.sendSms, { body, showSuccessMessage: true });
  }
}
