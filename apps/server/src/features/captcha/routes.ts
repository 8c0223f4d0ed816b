import { API, CODE, ZClickCaptchaQuery } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { validate } from '../../lib/validate.js';
import { withMessage } from '../../plugins/contract.js';
import { sendNotFound } from '../../plugins/envelope.js';
import { requireTestHookSecret, type TTestHooks } from '../../plugins/test-hooks.js';
import type { TCaptchaService } from './service.js';

/** Captchas drawn per IP per minute: rendering costs CPU, and a person needs a handful. */
const RENDER_IP_RULE = { name: 'captcha-render', limit: 30, windowSeconds: 60 } as const;
/** Answers checked per IP per minute, across captchas (each captcha also dies after 5 wrong answers). */
const CHECK_IP_RULE = { name: 'captcha-check', limit: 60, windowSeconds: 60 } as const;

export async function captchaRoutes(
  app: FastifyInstance,
  options: { captcha: TCaptchaService; testHooks: TTestHooks | undefined },
) {
  const { captcha } = options;

  app.endpoint(API.captcha.image, async ({ query, request }) => {
    await request.rateLimit(RENDER_IP_RULE);
    return captcha.create(query.id, request.lang);
  });

  app.endpoint(API.captcha.check, async ({ body, request }) => {
    await request.rateLimit(CHECK_IP_RULE);
    const { id, info, unset } = body;
    if (!(await captcha.check(id, info, { unset }))) throw new AppError('captcha.wrongArea');
    return withMessage(null, 'captcha.success');
  });

  // Browser tests solve the captcha through this; it exists only with the test hooks, behind their secret.
  if (options.testHooks) {
    const onRequest = requireTestHookSecret(options.testHooks);
    app.get('/__test/captcha/:id', { onRequest }, async (request, reply) => {
      const { id } = validate(ZClickCaptchaQuery, request.params);
      const points = await captcha.readAnswer(id);
      return points ? reply.envelope(CODE.success, '', { points }) : sendNotFound(request, reply);
    });
  }
}
