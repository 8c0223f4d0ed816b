import { API, type TClickCaptcha } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/**
 * A new image for the client-chosen id. Failures are shown inside the captcha ('Captcha loading failed,
 * please click refresh button'), so the http client shows no toast.
 */
export function getClickCaptcha(id: string): Promise<TClickCaptcha> {
  return callApi(API.captcha.image, { query: { id }, showCodeMessage: false, showErrorMessage: false });
}
