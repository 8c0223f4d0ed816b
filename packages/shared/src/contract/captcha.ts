import { z } from 'zod';
import { ZCheckClickCaptchaBody, ZClickCaptcha, ZClickCaptchaQuery } from '../schemas/captcha.js';
import { endpoint } from './endpoint.js';

export const captchaApi = {
  /** A new image for a client-chosen id; the answer stays on the server. */
  image: endpoint({
    method: 'GET',
    path: '/api/common/clickCaptcha',
    access: 'public',
    query: ZClickCaptchaQuery,
    response: ZClickCaptcha,
  }),
  /** Checks the clicks; `unset: false` keeps the captcha for the request it guards. Wrong clicks: code 0. */
  check: endpoint({
    method: 'POST',
    path: '/api/common/checkClickCaptcha',
    access: 'public',
    body: ZCheckClickCaptchaBody,
    response: z.null(),
  }),
};
