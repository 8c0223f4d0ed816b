import { SHOP_API } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../plugins/contract.js';
import type { TKnowledgeAudit } from '../assistants/index.js';
import type { TShopDeps } from './deps.js';
import { ownerAudit, ownStore } from './own-store.js';

/**
 * The owner's store's conversations, read-only, and its unanswered questions. Members are shown only as
 * members; a conversation or message of another store is 'not found'.
 */
export async function conversationRoutes(app: FastifyInstance, deps: TShopDeps) {
  const { stores, assistants, chat, operators } = deps;
  const conversations = chat.storeConversations;
  const api = SHOP_API.conversations;
  const scopeOf = async (caller: Parameters<typeof ownStore>[1]) => ({
    storeId: (await ownStore(stores, caller)).id,
    showsMembers: false,
  });

  app.endpoint(api.list, async ({ query, caller }) => conversations.list(query, await scopeOf(caller)));

  app.endpoint(api.detail, async ({ query, caller }) =>
    conversations.detail(query.id, await scopeOf(caller)),
  );

  app.endpoint(api.messages, async ({ query, caller }) =>
    conversations.messages(query, await scopeOf(caller)),
  );

  app.endpoint(api.export, async ({ query, caller }) => conversations.export(query, await scopeOf(caller)));

  app.endpoint(api.unanswered, async ({ query, caller }) =>
    conversations.unanswered(query, await scopeOf(caller)),
  );

  app.endpoint(api.toKnowledge, async ({ body, caller, request }) => {
    const found = await conversations.unansweredAnswer(body.message_id, await scopeOf(caller));
    const { message_id: _message, ...fields } = body;
    const audit = ownerAudit<TKnowledgeAudit>(operators, request, caller, 'knowledge.add', 'knowledge');
    const entry = await assistants.addKnowledge(found.storeId, fields, async (change, trx) => {
      await conversations.resolveUnanswered(found.messageId, trx);
      // The question as the visitor asked it stays an answer check of the new entry.
      await assistants.rememberAnswered(found.storeId, found.question, fields, trx);
      await audit(change, trx);
    });
    return withMessage(entry, 'conversations.turnedIntoKnowledge');
  });
}
