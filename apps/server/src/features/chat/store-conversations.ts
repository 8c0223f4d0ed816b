import type {
  TConversationExportQuery,
  TConversationListQuery,
  TConversationMessage,
  TConversationRow,
  TCsvFile,
  TLanguage,
  TPage,
  TUnansweredQuery,
  TUnansweredQuestion,
} from '@storefront/shared';
import { UNANSWERED } from '@storefront/shared';
import type { TQueryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { toCsv } from '../../lib/csv.js';
import { exportDay, exportTime, timeHeader } from '../../lib/export-time.js';
import type { TChatContext } from './context.js';
import type { TKnowledgeEntry } from './providers/provider.js';
import {
  allMessagesPage,
  conversationsWithCounts,
  conversationWithCounts,
  findAnswerWithQuestion,
  messagesForExport,
  resolveUnanswered,
  type TConversationWithCounts,
  unansweredPage,
} from './repo.console.js';
import type { TMessageRow } from './repo.js';
import { linkToDraft, sourcesOf } from './sources.js';

/**
 * Whose conversations a reader sees: an operator every store's (or the one chosen) with members' ids, a store
 * owner only their store's, members known only as members.
 */
export interface TConversationScope {
  storeId?: number;
  showsMembers: boolean;
  /** The reader's language: stores are named in it. */
  lang: TLanguage;
}

/** Messages one export may hold: a bigger one is refused, to be narrowed by store or dates. */
export const EXPORT_MESSAGES_MAX = 20_000;

/** The filters of a reader's query within their scope: a store owner's store replaces any other. */
const scoped = <T extends { store_id?: number }>(query: T, scope: TConversationScope): T =>
  scope.storeId === undefined ? query : { ...query, store_id: scope.storeId };

async function namesOf(context: TChatContext, storeIds: number[], scope: TConversationScope) {
  return context.stores.namesOf([...new Set(storeIds)], scope.lang);
}

function toRow(
  row: TConversationWithCounts,
  store: { storeuuid: string; name: string } | undefined,
  scope: TConversationScope,
): TConversationRow {
  return {
    id: row.id,
    store_id: row.store_id,
    storeuuid: store?.storeuuid ?? '',
    store_name: store?.name ?? '',
    title: row.title,
    agent_type: row.agent_type,
    by: row.user_id === null ? 'visitor' : 'member',
    user_id: scope.showsMembers ? row.user_id : null,
    messages: Number(row.messages),
    rated_up: Number(row.rated_up),
    rated_down: Number(row.rated_down),
    unanswered: Number(row.unanswered),
    update_time: Number(row.update_time),
    create_time: Number(row.create_time),
  };
}

const toMessage = (row: TMessageRow, draft: readonly TKnowledgeEntry[]): TConversationMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  status: row.status,
  rating: row.rating,
  unanswered: row.unanswered,
  parent_id: row.parent_id,
  active: row.active === 1,
  create_time: Number(row.create_time),
  sources: linkToDraft(sourcesOf(row.sources), draft),
});

const EXPORT_COLUMNS = [
  'conversation_id',
  'store',
  'title',
  'agent_type',
  'by',
  'message_id',
  'role',
  'content',
  'status',
  'rating',
  'unanswered',
];

/** The console's and store owners' read-only view of conversations, and their unanswered questions. */
export function createStoreConversations(context: TChatContext) {
  const { db } = context;

  /** A conversation within the scope; 'not found' otherwise (another store's id tells nothing). */
  async function mustFind(id: number, scope: TConversationScope) {
    const row = await conversationWithCounts(db, id);
    if (!row || (scope.storeId !== undefined && row.store_id !== scope.storeId)) {
      throw new AppError('conversations.notFound');
    }
    return row;
  }

  /** The store's draft knowledge, what answers' sources link to; none when the store has no draft. */
  async function draftKnowledge(storeId: number): Promise<readonly TKnowledgeEntry[]> {
    const draft = await context.assistants.find(storeId, 'draft');
    return draft ? context.assistants.knowledgeOf(draft.id) : [];
  }

  return {
    async list(query: TConversationListQuery, scope: TConversationScope): Promise<TPage<TConversationRow>> {
      const { rows, total } = await conversationsWithCounts(db, scoped(query, scope));
      const stores = await namesOf(
        context,
        rows.map((row) => row.store_id),
        scope,
      );
      return { list: rows.map((row) => toRow(row, stores.get(row.store_id), scope)), total };
    },

    async detail(id: number, scope: TConversationScope): Promise<TConversationRow> {
      const row = await mustFind(id, scope);
      return toRow(row, (await namesOf(context, [row.store_id], scope)).get(row.store_id), scope);
    },

    async messages(
      input: { id: number; page: number; limit: number },
      scope: TConversationScope,
    ): Promise<TPage<TConversationMessage>> {
      const conversation = await mustFind(input.id, scope);
      const { rows, total } = await allMessagesPage(db, input.id, input.page, input.limit);
      const draft = await draftKnowledge(conversation.store_id);
      return { list: rows.map((row) => toMessage(row, draft)), total };
    },

    /** The matching conversations' messages as CSV; more than 20,000 is refused. */
    async export(query: TConversationExportQuery, scope: TConversationScope): Promise<TCsvFile> {
      const rows = await messagesForExport(db, scoped(query, scope), EXPORT_MESSAGES_MAX + 1);
      if (rows.length > EXPORT_MESSAGES_MAX) {
        throw new AppError('conversations.exportTooLarge', { values: { max: EXPORT_MESSAGES_MAX } });
      }
      const stores = await namesOf(
        context,
        rows.map((row) => row.store_id),
        scope,
      );
      const records = rows.map((row) => [
        String(row.conversation_id),
        stores.get(row.store_id)?.name ?? '',
        row.title,
        row.agent_type,
        row.user_id === null ? 'visitor' : scope.showsMembers ? `member ${row.user_id}` : 'member',
        String(row.id),
        row.role,
        row.content,
        row.status,
        String(row.rating),
        String(row.unanswered),
        exportTime(Number(row.create_time), query.tz),
      ]);
      const times = rows.map((row) => Number(row.create_time));
      const header = [...EXPORT_COLUMNS, timeHeader('time', query.tz, times)];
      return {
        filename: `conversations-${exportDay(query.tz, nowSeconds())}.csv`,
        content: toCsv([header, ...records]),
      };
    },

    async unanswered(
      query: TUnansweredQuery,
      scope: TConversationScope,
    ): Promise<TPage<TUnansweredQuestion>> {
      const { rows, total } = await unansweredPage(db, scoped(query, scope));
      const stores = await namesOf(
        context,
        rows.map((row) => row.store_id),
        scope,
      );
      const list = rows.map((row) => ({
        message_id: row.message_id,
        question_id: row.question_id,
        conversation_id: row.conversation_id,
        store_id: row.store_id,
        storeuuid: stores.get(row.store_id)?.storeuuid ?? '',
        store_name: stores.get(row.store_id)?.name ?? '',
        question: row.question ?? '',
        answer: row.answer,
        resolved: row.unanswered === UNANSWERED.resolved,
        create_time: Number(row.create_time),
      }));
      return { list, total };
    },

    /**
     * An answer that found nothing, within the scope, with its store and question: what turning it into
     * knowledge starts from. 'not found' for another store's message or one that is not such an answer.
     */
    async unansweredAnswer(messageId: number, scope: TConversationScope) {
      const row = await findAnswerWithQuestion(db, messageId);
      if (!row || (scope.storeId !== undefined && row.store_id !== scope.storeId)) {
        throw new AppError('chat.messageNotFound');
      }
      if (row.role !== 'assistant' || row.unanswered === 0) throw new AppError('conversations.notUnanswered');
      return { messageId: row.id, storeId: row.store_id, question: row.question ?? '' };
    },

    /** Marks an unanswered answer as turned into knowledge, in the caller's transaction. */
    resolveUnanswered: (messageId: number, trx: TQueryable) => resolveUnanswered(trx, messageId),
  };
}
