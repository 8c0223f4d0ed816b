import { API } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TQueryable } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import type { TOperatorCaller } from '../../../plugins/auth.js';
import { withMessage } from '../../../plugins/contract.js';
import { actorOf } from '../../operators/index.js';
import type { TConsoleDeps } from '../deps.js';

/** The first line of a delivery failure, for the owner who pressed "send test" (never a stack or a secret). */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200) ?? '';

/**
 * Site settings: every operator edits the sections without secrets; mail and SMS (whose secrets travel
 * masked) and their test messages are the owners'. Each save is in the operator log.
 */
export async function settingsRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { site, codes, operators } = deps;
  const settings = API.console.settings;
  const recorder = (caller: TOperatorCaller, request: FastifyRequest, action: string) => {
    const actor = actorOf(caller, request);
    return (change: { targetId: number | string; before: unknown; after: unknown }, trx?: TQueryable) =>
      operators.record(actor, { action, target: 'settings', ...change }, trx);
  };
  const deliveryView = async () => ({
    ...(await site.settings.delivery()),
    environment: codes.deliveryEnvironment(),
  });

  app.endpoint(settings.detail, async () => site.settings.view());

  app.endpoint(settings.edit, async ({ body, caller, request }) =>
    withMessage(await site.settings.edit(body, recorder(caller, request, 'settings.edit')), 'console.saved'),
  );

  app.endpoint(settings.delivery, deliveryView);

  app.endpoint(settings.editDelivery, async ({ body, caller, request }) => {
    await site.settings.editDelivery(body, recorder(caller, request, 'settings.delivery'));
    return withMessage(await deliveryView(), 'console.saved');
  });

  app.endpoint(settings.testMail, async ({ body, caller, request }) => {
    const delivered = await codes.sendTestMail(body.to, request.lang).catch((error: unknown) => {
      request.log.warn({ err: error }, 'test mail failed');
      throw new AppError('settings.testFailed', { values: { reason: reasonOf(error) } });
    });
    await recorder(
      caller,
      request,
      'settings.testMail',
    )({ targetId: 'mail', before: null, after: { to: body.to } });
    return withMessage(null, delivered ? 'settings.testMailSent' : 'settings.testMailQueued');
  });

  app.endpoint(settings.testSms, async ({ body, caller, request }) => {
    await codes.sendTestSms(body.mobile, request.lang).catch((error: unknown) => {
      request.log.warn({ err: error }, 'test SMS failed');
      throw new AppError('settings.testFailed', { values: { reason: reasonOf(error) } });
    });
    await recorder(
      caller,
      request,
      'settings.testSms',
    )({
      targetId: 'sms',
      before: null,
      after: { mobile: body.mobile },
    });
    return withMessage(null, 'settings.testSmsSent');
  });
}
