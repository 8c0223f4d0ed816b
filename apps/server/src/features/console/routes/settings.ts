import { CONSOLE_API } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.js';
import { withMessage } from '../../../plugins/contract.js';
import { actorOf } from '../../operators/index.js';
import { auditChange } from '../audit-hook.js';
import type { TConsoleDeps } from '../deps.js';

const TARGET = 'settings';

/** The first line of a delivery failure, for the owner who pressed "send test" (never a stack or a secret). */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200) ?? '';

/**
 * Site settings: every operator edits the sections without secrets; mail and SMS (whose secrets travel
 * masked) and their test messages are the owners'. Each save is in the operator log.
 */
export async function settingsRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { site, codes, operators } = deps;
  const settings = CONSOLE_API.settings;
  const deliveryView = async () => ({
    ...(await site.settings.delivery()),
    environment: codes.deliveryEnvironment(),
  });

  app.endpoint(settings.detail, async () => site.settings.view());

  app.endpoint(settings.edit, async ({ body, caller, request }) => {
    const audit = auditChange(operators, actorOf(caller, request), 'settings.edit', TARGET);
    return withMessage(await site.settings.edit(body, audit), 'console.saved');
  });

  app.endpoint(settings.delivery, deliveryView);

  app.endpoint(settings.editDelivery, async ({ body, caller, request }) => {
    const audit = auditChange(operators, actorOf(caller, request), 'settings.delivery', TARGET);
    await site.settings.editDelivery(body, audit);
    return withMessage(await deliveryView(), 'console.saved');
  });

  app.endpoint(settings.testMail, async ({ body, caller, request }) => {
    const delivered = await codes.sendTestMail(body.to, request.lang).catch((error: unknown) => {
      request.log.warn({ err: error }, 'test mail failed');
      throw new AppError('settings.testFailed', { values: { reason: reasonOf(error) } });
    });
    await operators.record(actorOf(caller, request), {
      action: 'settings.testMail',
      target: TARGET,
      targetId: 'mail',
      after: { to: body.to },
    });
    return withMessage(null, delivered ? 'settings.testMailSent' : 'settings.testMailQueued');
  });

  app.endpoint(settings.testSms, async ({ body, caller, request }) => {
    await codes.sendTestSms(body.mobile, request.lang).catch((error: unknown) => {
      request.log.warn({ err: error }, 'test SMS failed');
      throw new AppError('settings.testFailed', { values: { reason: reasonOf(error) } });
    });
    await operators.record(actorOf(caller, request), {
      action: 'settings.testSms',
      target: TARGET,
      targetId: 'sms',
      after: { mobile: body.mobile },
    });
    return withMessage(null, 'settings.testSmsSent');
  });
}
