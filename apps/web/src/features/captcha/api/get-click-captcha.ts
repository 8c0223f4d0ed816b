import { type TClickCaptcha, ZClickCaptcha } from '@storefront/shared';
import { request } from '../../../lib/http';

export class CaptchaShapeError extends Error {}

/**
 * GET /api/common/clickCaptcha: a new image for the client-chosen id. Failures are shown inside the captcha
 * ('Captcha loading failed, please click refresh button'), so the http client shows no toast.
 */
export async function getClickCaptcha(id: string): Promise<TClickCaptcha> {
  const envelope = await request<unknown>({
    url: '/api/common/clickCaptcha',
    method: 'get',
    params: { id },
    showCodeMessage: false,
    showErrorMessage: false,
  });
  const parsed = ZClickCaptcha.safeParse(envelope.data);
  if (!parsed.success) throw new CaptchaShapeError(parsed.error.message);
  return parsed.data;
}
