import { API } from '@storefront/shared';
import { callApi, HttpError } from '../../../lib/http';

/**
 * Checks the clicks without consuming the captcha (`unset: false`), so the form can send the same id and info
 * with its own request, where the server checks and consumes it. The captcha shows its own 'wrong area' text,
 * so the server's message is not toasted.
 */
export async function checkClickCaptcha(id: string, info: string): Promise<boolean> {
  try {
    await callApi(API.captcha.check, { body: { id, info, unset: false }, showCodeMessage: false });
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}
