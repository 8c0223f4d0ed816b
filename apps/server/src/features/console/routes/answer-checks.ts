import { CONSOLE_API, type TAnswerCheck } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.js';
import { withMessage } from '../../../plugins/contract.js';
import { actorOf } from '../../operators/index.js';
import { auditChange } from '../audit-hook.js';
import type { TConsoleDeps } from '../deps.js';

/** A store's answer checks (added and removed in the operator log) and its draft measured before publishing. */
export async function answerChecksRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { assistants, stores, operators } = deps;
  const api = CONSOLE_API.answerChecks;
  /** 'not found' for a store that does not exist. */
  const storeIdOf = async (storeId: number) => {
    if (!(await stores.findById(storeId))) throw new AppError('stores.notFound');
    return storeId;
  };

  app.endpoint(api.evaluation, async ({ query }) => {
    const { evaluation } = await assistants.evaluate(await storeIdOf(query.store_id));
    return evaluation;
  });

  app.endpoint(api.list, async ({ query }) => ({
    list: await assistants.checksOf(await storeIdOf(query.store_id)),
  }));

  app.endpoint(api.add, async ({ body, caller, request }) => {
    const { store_id, ...fields } = body;
    const audit = auditChange<TAnswerCheck>(
      operators,
      actorOf(caller, request),
      'answerChecks.add',
      'answer_check',
    );
    return withMessage(await assistants.addCheck(await storeIdOf(store_id), fields, audit), 'console.saved');
  });

  app.endpoint(api.del, async ({ body, caller, request }) => {
    const audit = auditChange<TAnswerCheck>(
      operators,
      actorOf(caller, request),
      'answerChecks.del',
      'answer_check',
    );
    await assistants.removeCheck(await storeIdOf(body.store_id), body.id, audit);
    return withMessage(null, 'console.deleted');
  });
}
