import { HttpError, request } from '../../../lib/http';

/**
 * POST /api/common/checkClickCaptcha with `unset: false`: checks the clicks without consuming the captcha, so
 * the form can send the same id and info with its own request, where the server checks and consumes it.
 * Code messages are suppressed (spec section 7): the captcha shows its own 'wrong area' text.
 */
export async function checkClickCaptcha(id: string, info: string): Promise<boolean> {
  try {
    await request<null>({
      url: '/api/common/checkClickCaptcha',
      method: 'post',
      data: { id, info, unset: false },
      showCodeMessage: false,
    });
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}
