import { CONSOLE_API, type TConsoleStore } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.js';
import { withMessage } from '../../../plugins/contract.js';
import { actorOf } from '../../operators/index.js';
import { auditChange } from '../audit-hook.js';
import type { TConsoleDeps } from '../deps.js';

/** The stores: list, view, add (with its assistants), edit, delete (only stores without conversations). */
export async function storesRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { stores, chat, operators, site } = deps;
  const api = CONSOLE_API.stores;

  app.endpoint(api.list, async ({ query, request }) => stores.consoleList(query, request.lang));

  app.endpoint(api.detail, async ({ query, request }) => stores.consoleView(query.id, request.lang));

  app.endpoint(api.add, async ({ body, caller, request }) => {
    const audit = auditChange<TConsoleStore>(operators, actorOf(caller, request), 'stores.add', 'store');
    // A new store's assistants start from the site's default free count (Site settings, Chat).
    const freeCount = await site.newAssistantFreeCount();
    return withMessage(await stores.create(body, request.lang, audit, { freeCount }), 'console.saved');
  });

  app.endpoint(api.edit, async ({ body, caller, request }) => {
    const audit = auditChange<TConsoleStore>(operators, actorOf(caller, request), 'stores.edit', 'store');
    return withMessage(await stores.update(body.id, request.lang, body, body, audit), 'console.saved');
  });

  app.endpoint(api.del, async ({ body, caller, request }) => {
    const audit = auditChange<TConsoleStore>(operators, actorOf(caller, request), 'stores.del', 'store');
    await stores.remove(body.ids, request.lang, async (change, trx) => {
      // The history stays readable: a store people talked to is closed, not deleted.
      if ((await chat.storesWithConversations([change.id], trx)).length > 0) {
        throw new AppError('stores.hasConversations', { values: { name: change.before?.name ?? '' } });
      }
      await audit(change, trx);
    });
    return withMessage(null, 'console.deleted');
  });
}
