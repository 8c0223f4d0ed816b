import { CAPTCHA, formatCaptchaInfo } from '@storefront/shared';
import type { TestServer } from './harness.js';

/** A solved click captcha, through the NODE_ENV=test answer route, as a form would send it. */
export async function solvedCaptcha(server: TestServer) {
  const id = `tc-${Math.random().toString(36).slice(2, 14)}`;
  await server.request(`/api/common/clickCaptcha?id=${id}`);
  const { body } = await server.request(`/__test/captcha/${id}`);
  return { captchaId: id, captchaInfo: formatCaptchaInfo(body.data.points, CAPTCHA) };
}
