import { CONSOLE_API, KNOWLEDGE_LIMITS, type TAuditAction } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../../plugins/contract.js';
import { knowledgeFieldsOf, type TImportAudit, type TKnowledgeAudit } from '../../assistants/index.js';
import { actorOf } from '../../operators/index.js';
import { auditChange } from '../audit-hook.js';
import type { TConsoleDeps } from '../deps.js';

/** The knowledge of stores' drafts: list, add, edit, delete, CSV export and import. */
export async function knowledgeRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { assistants, operators } = deps;
  const api = CONSOLE_API.knowledge;
  const audit = (
    action: TAuditAction,
    request: Parameters<typeof actorOf>[1],
    caller: Parameters<typeof actorOf>[0],
  ) => auditChange<TKnowledgeAudit>(operators, actorOf(caller, request), action, 'knowledge');

  app.endpoint(api.list, async ({ query }) => assistants.knowledgePage(query.store_id, query));

  app.endpoint(api.add, async ({ body, caller, request }) => {
    const entry = await assistants.addKnowledge(
      body.store_id,
      knowledgeFieldsOf(body),
      audit('knowledge.add', request, caller),
    );
    return withMessage(entry, 'console.saved');
  });

  app.endpoint(api.edit, async ({ body, caller, request }) => {
    const entry = await assistants.editKnowledge(
      body.id,
      knowledgeFieldsOf(body),
      undefined,
      audit('knowledge.edit', request, caller),
    );
    return withMessage(entry, 'console.saved');
  });

  app.endpoint(api.del, async ({ body, caller, request }) => {
    await assistants.removeKnowledge(body.ids, undefined, audit('knowledge.del', request, caller));
    return withMessage(null, 'console.deleted');
  });

  app.endpoint(api.status, async ({ body, caller, request }) => {
    const result = await assistants.setKnowledgeStatus(
      body.ids,
      body.status,
      undefined,
      audit('knowledge.status', request, caller),
    );
    return withMessage(result, 'console.saved');
  });

  app.endpoint(api.export, async ({ query }) => assistants.exportKnowledge(query.store_id));

  app.endpoint(
    api.import,
    async ({ body, caller, request }) => {
      const record = auditChange<TImportAudit>(
        operators,
        actorOf(caller, request),
        'knowledge.import',
        'store',
      );
      const result = await assistants.importKnowledge(body.store_id, body, request.lang, record);
      return result.failed.length > 0
        ? withMessage(result, 'knowledge.importFailed')
        : withMessage(result, 'knowledge.imported');
    },
    { bodyLimit: KNOWLEDGE_LIMITS.importBodyBytes },
  );
}
