import type { FastifyInstance } from 'fastify';
import type { TTestHooks } from '../../plugins/test-hooks.js';
import { captchaRoutes } from './routes.js';
import type { TCaptchaService } from './service.js';

export { createCaptchaService, type TCaptchaService } from './service.js';

/** The click captcha; with the test hooks (tests only), also the answer route browser tests solve it with. */
export async function register(
  app: FastifyInstance,
  deps: { captcha: TCaptchaService; testHooks: TTestHooks | undefined },
) {
  await app.register(captchaRoutes, deps);
}
