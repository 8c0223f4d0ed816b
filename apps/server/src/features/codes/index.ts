import type { FastifyInstance } from 'fastify';
import type { TCaptchaService } from '../captcha/index.js';
import { codesRoutes } from './routes.js';
import type { TCodesService } from './service.js';

export { createCodesService, type TCodesService } from './service.js';

/** Sending verification codes by email and SMS, each behind the click captcha. */
export async function register(
  app: FastifyInstance,
  deps: { codes: TCodesService; captcha: TCaptchaService },
) {
  await app.register(codesRoutes, deps);
}
