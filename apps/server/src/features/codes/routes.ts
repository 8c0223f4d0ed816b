import { API, type TAccountChannel } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { withMessage } from '../../plugins/contract.js';
import type { TCaptchaService } from '../captcha/index.js';
import type { TCodesService } from './service.js';

/** Codes sent per IP per hour, whatever the address: one client cannot flood many inboxes or phones. */
export const CODE_SEND_IP_RULE = { name: 'code-send-ip', limit: 20, windowSeconds: 3600 } as const;

interface CodesRoutesOptions {
  codes: TCodesService;
  captcha: TCaptchaService;
}

export async function codesRoutes(app: FastifyInstance, options: CodesRoutesOptions) {
  const { codes, captcha } = options;

  async function send(
    request: FastifyRequest,
    input: {
      channel: TAccountChannel;
      address: string;
      event: Parameters<TCodesService['send']>[0]['event'];
    },
    proof: { captchaId: string; captchaInfo: string; password?: string },
  ) {
    await request.rateLimit(CODE_SEND_IP_RULE);
    if (!(await captcha.check(proof.captchaId, proof.captchaInfo, { unset: true }))) {
      throw new AppError('captcha.wrongArea');
    }
    const { deliver } = await codes.assertCanSend({
      ...input,
      session: await request.session(),
      password: proof.password,
    });
    try {
      await codes.send({ ...input, lang: request.lang, ip: request.ip, deliver });
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.error({ err: error, channel: input.channel, event: input.event }, 'code delivery failed');
      throw new AppError('codes.sendFailed');
    }
  }

  app.endpoint(API.codes.sendEmail, async ({ body, request }) => {
    await send(request, { channel: 'email', address: body.email, event: body.event }, body);
    return withMessage(null, 'codes.mailSent');
  });

  app.endpoint(API.codes.sendSms, async ({ body, request }) => {
    await send(request, { channel: 'mobile', address: body.mobile, event: body.template_code }, body);
    return withMessage(null, 'codes.smsSent');
  });
}
