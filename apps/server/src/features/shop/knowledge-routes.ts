import { KNOWLEDGE_LIMITS, SHOP_API, type TAuditAction } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withMessage } from '../../plugins/contract.js';
import { knowledgeFieldsOf, type TImportAudit, type TKnowledgeAudit } from '../assistants/index.js';
import type { TShopDeps } from './deps.js';
import { ownerAudit, ownStoreId, type TStoreOwner } from './own-store.js';

/** The knowledge of the owner's draft; an entry of any other draft is 'not found'. */
export async function knowledgeRoutes(app: FastifyInstance, deps: TShopDeps) {
  const { stores, assistants, operators } = deps;
  const api = SHOP_API.knowledge;
  const storeIdOf = (caller: TStoreOwner) => ownStoreId(stores, caller);
  const audit = (request: FastifyRequest, caller: TStoreOwner, action: TAuditAction) =>
    ownerAudit<TKnowledgeAudit>(operators, request, caller, action, 'knowledge');

  app.endpoint(api.list, async ({ query, caller }) =>
    assistants.knowledgePage(await storeIdOf(caller), query),
  );

  app.endpoint(api.add, async ({ body, caller, request }) => {
    const entry = await assistants.addKnowledge(
      await storeIdOf(caller),
      knowledgeFieldsOf(body),
      audit(request, caller, 'knowledge.add'),
    );
    return withMessage(entry, 'console.saved');
  });

  app.endpoint(api.edit, async ({ body, caller, request }) => {
    const entry = await assistants.editKnowledge(
      body.id,
      knowledgeFieldsOf(body),
      await storeIdOf(caller),
      audit(request, caller, 'knowledge.edit'),
    );
    return withMessage(entry, 'console.saved');
  });

  app.endpoint(api.del, async ({ body, caller, request }) => {
    await assistants.removeKnowledge(
      body.ids,
      await storeIdOf(caller),
      audit(request, caller, 'knowledge.del'),
    );
    return withMessage(null, 'console.deleted');
  });

  app.endpoint(api.status, async ({ body, caller, request }) => {
    const result = await assistants.setKnowledgeStatus(
      body.ids,
      body.status,
      await storeIdOf(caller),
      audit(request, caller, 'knowledge.status'),
    );
    return withMessage(result, 'console.saved');
  });

  app.endpoint(api.export, async ({ caller }) => assistants.exportKnowledge(await storeIdOf(caller)));

  app.endpoint(
    api.import,
    async ({ body, caller, request }) => {
      const record = ownerAudit<TImportAudit>(operators, request, caller, 'knowledge.import', 'store');
      const result = await assistants.importKnowledge(await storeIdOf(caller), body, request.lang, record);
      return result.failed.length > 0
        ? withMessage(result, 'knowledge.importFailed')
        : withMessage(result, 'knowledge.imported');
    },
    { bodyLimit: KNOWLEDGE_LIMITS.importBodyBytes },
  );
}
