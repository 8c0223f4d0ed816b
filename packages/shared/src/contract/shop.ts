import { z } from 'zod';
import {
  ZAnswerCheck,
  ZAnswerCheckAddBody,
  ZAnswerCheckDeleteBody,
  ZAnswerEvaluation,
  ZAssistantPublishBody,
} from '../schemas/console/answer-checks.js';
import { ZAssistantDetail, ZAssistantDiff, ZKnowledgeEntry } from '../schemas/console/assistants.js';
import {
  ZConversationMessagesPage,
  ZConversationMessagesQuery,
  ZConversationRow,
  ZToKnowledgeBody,
  ZUnansweredQuestion,
} from '../schemas/console/conversations.js';
import {
  ZCsvFile,
  ZKnowledgeEditBody,
  ZKnowledgeFields,
  ZKnowledgeImportResult,
} from '../schemas/console/knowledge.js';
import { ZBulkResult, ZIdBody, ZIdsBody, ZIdsStatusBody } from '../schemas/console/list.js';
import { ZConsoleStore } from '../schemas/console/stores.js';
import { zPage } from '../schemas/fields.js';
import {
  ZShopAssistantEditBody,
  ZShopConversationExportQuery,
  ZShopConversationListQuery,
  ZShopKnowledgeImportBody,
  ZShopKnowledgeListQuery,
  ZShopStoreEditBody,
  ZShopUnansweredQuery,
} from '../schemas/shop.js';
import { endpoint } from './endpoint.js';
import { shopHandoffsApi } from './handoffs.js';

/** The card of the owner's store. */
const storeApi = {
  /** The store as "My store" shows it (status, featured and default read-only). */
  detail: endpoint({
    method: 'GET',
    path: '/api/shop/store/detail',
    access: 'storeOwner',
    response: ZConsoleStore,
  }),
  /** Saves the card's fields; answers the store as saved. */
  edit: endpoint({
    method: 'POST',
    path: '/api/shop/store/edit',
    access: 'storeOwner',
    body: ZShopStoreEditBody,
    response: ZConsoleStore,
  }),
};

/**
 * The store's assistant: the owner edits the draft's texts, tries it in a `testagent` chat (`API.chat.init` with
 * headers `storeuuid` and `agent-type: testagent`; the owner's own tries cost no points), and publishes it.
 * `credentials` is always null here.
 */
const assistantApi = {
  detail: endpoint({
    method: 'GET',
    path: '/api/shop/assistant/detail',
    access: 'storeOwner',
    response: ZAssistantDetail,
  }),
  /** Saves the draft's name, instructions, welcome and suggested questions; answers the detail. */
  edit: endpoint({
    method: 'POST',
    path: '/api/shop/assistant/edit',
    access: 'storeOwner',
    body: ZShopAssistantEditBody,
    response: ZAssistantDetail,
  }),
  /** What publishing would change. */
  diff: endpoint({
    method: 'GET',
    path: '/api/shop/assistant/diff',
    access: 'storeOwner',
    response: ZAssistantDiff,
  }),
  /**
   * Publishes the draft (settings and knowledge, in one transaction); answers what changed. A draft that
   * answers any answer check worse is refused unless `acknowledge_regressions`.
   */
  publish: endpoint({
    method: 'POST',
    path: '/api/shop/assistant/publish',
    access: 'storeOwner',
    body: ZAssistantPublishBody,
    response: ZAssistantDiff,
  }),
};

/** The store's answer checks and the draft measured beside the published assistant (the console's, scoped). */
const checksApi = {
  evaluation: endpoint({
    method: 'GET',
    path: '/api/shop/checks/evaluation',
    access: 'storeOwner',
    response: ZAnswerEvaluation,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/shop/checks/index',
    access: 'storeOwner',
    response: z.object({ list: z.array(ZAnswerCheck) }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/shop/checks/add',
    access: 'storeOwner',
    body: ZAnswerCheckAddBody,
    response: ZAnswerCheck,
  }),
  del: endpoint({
    method: 'POST',
    path: '/api/shop/checks/del',
    access: 'storeOwner',
    body: ZAnswerCheckDeleteBody,
    response: z.null(),
  }),
};

/** The knowledge of the store's draft assistant, as the console's knowledge area without `store_id`. */
const knowledgeApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/shop/knowledge/index',
    access: 'storeOwner',
    query: ZShopKnowledgeListQuery,
    response: zPage(ZKnowledgeEntry),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/shop/knowledge/add',
    access: 'storeOwner',
    body: ZKnowledgeFields,
    response: ZKnowledgeEntry,
  }),
  /** An id that is not an entry of this store's draft is 'not found'. */
  edit: endpoint({
    method: 'POST',
    path: '/api/shop/knowledge/edit',
    access: 'storeOwner',
    body: ZKnowledgeEditBody,
    response: ZKnowledgeEntry,
  }),
  /** When one id is not an entry of this store's draft, none is deleted ('not found'). */
  del: endpoint({
    method: 'POST',
    path: '/api/shop/knowledge/del',
    access: 'storeOwner',
    body: ZIdsBody,
    response: z.null(),
  }),
  /** Enables or disables entries of this store's draft, all or none (as `del`). */
  status: endpoint({
    method: 'POST',
    path: '/api/shop/knowledge/status',
    access: 'storeOwner',
    body: ZIdsStatusBody,
    response: ZBulkResult,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/shop/knowledge/export',
    access: 'storeOwner',
    response: ZCsvFile,
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/shop/knowledge/import',
    access: 'storeOwner',
    body: ZShopKnowledgeImportBody,
    response: ZKnowledgeImportResult,
  }),
};

/** The store's conversations, read-only (who had them is only "member" or "visitor": `user_id` is null). */
const conversationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/shop/conversations/index',
    access: 'storeOwner',
    query: ZShopConversationListQuery,
    response: zPage(ZConversationRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/shop/conversations/detail',
    access: 'storeOwner',
    query: ZIdBody,
    response: ZConversationRow,
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/shop/conversations/messages',
    access: 'storeOwner',
    query: ZConversationMessagesQuery,
    response: ZConversationMessagesPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/shop/conversations/export',
    access: 'storeOwner',
    query: ZShopConversationExportQuery,
    response: ZCsvFile,
  }),
  unanswered: endpoint({
    method: 'GET',
    path: '/api/shop/conversations/unanswered',
    access: 'storeOwner',
    query: ZShopUnansweredQuery,
    response: zPage(ZUnansweredQuestion),
  }),
  /** Turns one of this store's unanswered questions into an entry of its draft; answers the entry. */
  toKnowledge: endpoint({
    method: 'POST',
    path: '/api/shop/conversations/toKnowledge',
    access: 'storeOwner',
    body: ZToKnowledgeBody,
    response: ZKnowledgeEntry,
  }),
};

/**
 * "My store" in the member centre (`/user/shop/...`): a store owner manages the store their `shop_id` names,
 * and only it. No request names a store; another store's ids are answered 'not found'. A member without a
 * store gets 401. Apart from `API` so that a visitor's page, which reads `API`, does not carry these schemas.
 */
export const SHOP_API = {
  store: storeApi,
  assistant: assistantApi,
  knowledge: knowledgeApi,
  conversations: conversationsApi,
  checks: checksApi,
  handoffs: shopHandoffsApi,
};
