import { SHOP_API } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withMessage } from '../../plugins/contract.js';
import { conversationRoutes } from './conversation-routes.js';
import type { TShopDeps } from './deps.js';
import { handoffRoutes } from './handoff-routes.js';
import { knowledgeRoutes } from './knowledge-routes.js';
import { logOwnerChange, ownerAudit, ownStore, type TStoreOwner } from './own-store.js';

/** A store owner never sees who answers for the assistant or its key. */
const OWNER = { seesCredentials: false } as const;

/** The store's card and its assistant (draft edited, diff, publish); knowledge and conversations beside. */
export async function shopRoutes(app: FastifyInstance, deps: TShopDeps) {
  const { stores, assistants, operators } = deps;
  const api = SHOP_API;

  app.endpoint(api.store.detail, async ({ caller, request }) => ownStore(stores, caller, request.lang));

  app.endpoint(api.store.edit, async ({ body, caller, request }) => {
    const store = await ownStore(stores, caller, request.lang);
    const saved = await stores.update(
      store.id,
      request.lang,
      body,
      undefined,
      ownerAudit(operators, request, caller, 'stores.edit', 'store'),
    );
    return withMessage(saved, 'console.saved');
  });

  const storeRef = async (caller: TStoreOwner, request: FastifyRequest) => {
    const store = await ownStore(stores, caller, request.lang);
    return { id: store.id, storeuuid: store.storeuuid, name: store.name };
  };

  app.endpoint(api.assistant.detail, async ({ caller, request }) =>
    assistants.detail(await storeRef(caller, request), OWNER),
  );

  app.endpoint(api.assistant.edit, async ({ body, caller, request }) => {
    const store = await storeRef(caller, request);
    const audit = ownerAudit(operators, request, caller, 'assistants.edit', 'assistant');
    await assistants.editDraft(store.id, body, undefined, audit);
    return withMessage(await assistants.detail(store, OWNER), 'console.saved');
  });

  app.endpoint(api.assistant.diff, async ({ caller, request }) =>
    assistants.diff((await storeRef(caller, request)).id, OWNER),
  );

  app.endpoint(api.assistant.publish, async ({ body, caller, request }) => {
    const store = await storeRef(caller, request);
    const audit = ownerAudit(operators, request, caller, 'assistants.publish', 'assistant');
    const diff = await assistants.publish(store.id, OWNER, audit, {
      acknowledgeRegressions: body.acknowledge_regressions,
    });
    return withMessage(diff, 'assistants.published');
  });

  app.endpoint(api.checks.evaluation, async ({ caller, request }) => {
    const { evaluation } = await assistants.evaluate((await storeRef(caller, request)).id);
    return evaluation;
  });

  app.endpoint(api.checks.list, async ({ caller, request }) => ({
    list: await assistants.checksOf((await storeRef(caller, request)).id),
  }));

  app.endpoint(api.checks.add, async ({ body, caller, request }) => {
    const check = await assistants.addCheck((await storeRef(caller, request)).id, body);
    logOwnerChange(request, caller, 'checks.add', check.id);
    return withMessage(check, 'console.saved');
  });

  app.endpoint(api.checks.del, async ({ body, caller, request }) => {
    await assistants.removeCheck((await storeRef(caller, request)).id, body.id);
    logOwnerChange(request, caller, 'checks.del', body.id);
    return withMessage(null, 'console.deleted');
  });

  await app.register(knowledgeRoutes, deps);
  await app.register(conversationRoutes, deps);
  await app.register(handoffRoutes, deps);
}
