import { SHOP_API } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withMessage } from '../../plugins/contract.js';
import type { TKnowledgeAudit } from '../assistants/index.js';
import type { TShopDeps } from './deps.js';
import { ownerAudit, ownStoreId, type TStoreOwner } from './own-store.js';

/**
 * The owner's store's conversations, read-only, and its unanswered questions. Members are shown only as
 * members; a conversation or message of another store is 'not found'.
 */
export async function conversationRoutes(app: FastifyInstance, deps: TShopDeps) {
  const { stores, assistants, chat, operators } = deps;
  const conversations = chat.storeConversations;
  const api = SHOP_API.conversations;
  const scopeOf = async (caller: TStoreOwner, request: FastifyRequest) => ({
    storeId: await ownStoreId(stores, caller),
    showsMembers: false,
    lang: request.lang,
  });

  app.endpoint(api.list, async ({ query, caller, request }) =>
    conversations.list(query, await scopeOf(caller, request)),
  );

  app.endpoint(api.detail, async ({ query, caller, request }) =>
    conversations.detail(query.id, await scopeOf(caller, request)),
  );

  app.endpoint(api.messages, async ({ query, caller, request }) =>
    conversations.messages(query, await scopeOf(caller, request)),
  );

  app.endpoint(api.export, async ({ query, caller, request }) =>
    conversations.export(query, await scopeOf(caller, request)),
  );

  app.endpoint(api.unanswered, async ({ query, caller, request }) =>
    conversations.unanswered(query, await scopeOf(caller, request)),
  );

  app.endpoint(api.toKnowledge, async ({ body, caller, request }) => {
    const found = await conversations.unansweredAnswer(body.message_id, await scopeOf(caller, request));
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
