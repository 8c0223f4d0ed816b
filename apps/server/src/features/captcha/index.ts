import type { FastifyInstance } from 'fastify';
import { captchaRoutes } from './routes.js';
import type { TCaptchaService } from './service.js';

export { createCaptchaService, type TCaptchaService } from './service.js';

/** The click captcha; `exposeAnswers` adds the answer route browser tests solve it with (NODE_ENV=test only). */
export async function register(
  app: FastifyInstance,
  deps: { captcha: TCaptchaService; exposeAnswers: boolean },
) {
  await app.register(captchaRoutes, deps);
}
