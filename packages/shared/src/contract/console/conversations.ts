import { ZKnowledgeEntry } from '../../schemas/console/assistants.js';
import {
  ZConversationExportQuery,
  ZConversationListQuery,
  ZConversationMessagesPage,
  ZConversationMessagesQuery,
  ZConversationRow,
  ZConversationSelectionExportBody,
  ZToKnowledgeBody,
  ZUnansweredQuery,
  ZUnansweredQuestion,
} from '../../schemas/console/conversations.js';
import { ZCsvFile } from '../../schemas/console/knowledge.js';
import { ZIdBody } from '../../schemas/console/list.js';
import { zPage } from '../../schemas/fields.js';
import { endpoint } from '../endpoint.js';

/** Every store's conversations, read-only, and the questions their assistants could not answer. */
export const conversationsConsoleApi = {
  /** A page of conversations, newest activity first by default. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/conversations/index',
    access: 'operator',
    query: ZConversationListQuery,
    response: zPage(ZConversationRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/conversations/detail',
    access: 'operator',
    query: ZIdBody,
    response: ZConversationRow,
  }),
  /** A page of a conversation's messages, oldest first, branches included (`active` false). */
  messages: endpoint({
    method: 'GET',
    path: '/api/admin/conversations/messages',
    access: 'operator',
    query: ZConversationMessagesQuery,
    response: ZConversationMessagesPage,
  }),
  /**
   * The messages of the matching conversations as CSV (conversation, store, title, agent type, member or
   * visitor, message, role, content, status, rating, unanswered, time in `tz`, named in its header). At most 20,000 messages:
   * a larger export is refused, to be narrowed by store or dates.
   */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/conversations/export',
    access: 'operator',
    query: ZConversationExportQuery,
    response: ZCsvFile,
  }),
  /** The messages of the conversations `ids` (ticked in the list) as CSV, with the columns of `export`. */
  exportSelected: endpoint({
    method: 'POST',
    path: '/api/admin/conversations/exportSelected',
    access: 'operator',
    body: ZConversationSelectionExportBody,
    response: ZCsvFile,
  }),
  /** Questions whose answer found nothing in the knowledge base, newest first. */
  unanswered: endpoint({
    method: 'GET',
    path: '/api/admin/conversations/unanswered',
    access: 'operator',
    query: ZUnansweredQuery,
    response: zPage(ZUnansweredQuestion),
  }),
  /** Turns an unanswered question into an entry of its store's draft; answers the entry. */
  toKnowledge: endpoint({
    method: 'POST',
    path: '/api/admin/conversations/toKnowledge',
    access: 'operator',
    body: ZToKnowledgeBody,
    response: ZKnowledgeEntry,
  }),
};
