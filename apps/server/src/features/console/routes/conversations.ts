import { CONSOLE_API } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withMessage } from '../../../plugins/contract.js';
import { knowledgeFieldsOf, type TKnowledgeAudit } from '../../assistants/index.js';
import { actorOf } from '../../operators/index.js';
import { auditChange } from '../audit-hook.js';
import { createSelectedConversationsExport } from '../conversations/export-selected.js';
import type { TConsoleDeps } from '../deps.js';

/** Operators see every store's conversations, and which member had one; stores named in their language. */
const scopeOf = (request: FastifyRequest) => ({ showsMembers: true, lang: request.lang });

/** Every store's conversations, read-only, and the unanswered questions, which turn into knowledge. */
export async function conversationsRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { chat, assistants, operators } = deps;
  const conversations = chat.storeConversations;
  const api = CONSOLE_API.conversations;
  const exportSelected = createSelectedConversationsExport(conversations);

  app.endpoint(api.list, async ({ query, request }) => conversations.list(query, scopeOf(request)));

  app.endpoint(api.detail, async ({ query, request }) => conversations.detail(query.id, scopeOf(request)));

  app.endpoint(api.messages, async ({ query, request }) => conversations.messages(query, scopeOf(request)));

  app.endpoint(api.export, async ({ query, request }) => conversations.export(query, scopeOf(request)));

  app.endpoint(api.exportSelected, async ({ body, request }) => exportSelected(body, scopeOf(request)));

  app.endpoint(api.unanswered, async ({ query, request }) =>
    conversations.unanswered(query, scopeOf(request)),
  );

  app.endpoint(api.toKnowledge, async ({ body, caller, request }) => {
    const found = await conversations.unansweredAnswer(body.message_id, scopeOf(request));
    const audit = auditChange<TKnowledgeAudit>(
      operators,
      actorOf(caller, request),
      'knowledge.add',
      'knowledge',
    );
    const entry = await assistants.addKnowledge(
      found.storeId,
      knowledgeFieldsOf(body),
      async (change, trx) => {
        await conversations.resolveUnanswered(found.messageId, trx);
        // The question as the visitor asked it stays an answer check of the new entry.
        await assistants.rememberAnswered(found.storeId, found.question, knowledgeFieldsOf(body), trx);
        await audit(change, trx);
      },
    );
    return withMessage(entry, 'conversations.turnedIntoKnowledge');
  });
}
