import { type TConversationListQuery, type TUnansweredQuery, UNANSWERED } from '@storefront/shared';
import type { ExpressionBuilder } from 'kysely';
import type { TQueryable } from '../../db/database.js';
import { matchesAny, pageWithTotal } from '../../db/list-page.js';
import type { Database } from '../../db/schema.js';

/** The console's and store owners' reads of conversations and messages (the chat's own are in repo.ts). */

type TConversationFilters = Pick<
  TConversationListQuery,
  'store_id' | 'from' | 'to' | 'agent_type' | 'feedback' | 'unanswered' | 'quickSearch'
>;

type TEb = ExpressionBuilder<Database, 'conversation'>;

/** Messages of the conversation of the row being read that pass `where`, counted. */
const countOf = (
  eb: TEb,
  alias: string,
  narrow: (query: ReturnType<typeof messagesOf>) => ReturnType<typeof messagesOf>,
) =>
  narrow(messagesOf(eb))
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .as(alias);

const messagesOf = (eb: TEb) =>
  eb.selectFrom('message').whereRef('message.conversation_id', '=', 'conversation.id');

/** Conversations a filter keeps: `testagent` ones only when asked for by name. */
function filtered(db: TQueryable, filters: TConversationFilters) {
  let query = db.selectFrom('conversation');
  if (filters.store_id !== undefined) query = query.where('conversation.store_id', '=', filters.store_id);
  query = filters.agent_type
    ? query.where('conversation.agent_type', '=', filters.agent_type)
    : query.where('conversation.agent_type', '!=', 'testagent');
  if (filters.from !== undefined) query = query.where('conversation.update_time', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('conversation.create_time', '<=', filters.to);
  if (filters.quickSearch) query = query.where(matchesAny(['conversation.title'], filters.quickSearch));
  if (filters.feedback) {
    const rating = filters.feedback === 'up' ? 1 : -1;
    query = query.where((eb) =>
      eb.exists(messagesOf(eb).select('message.id').where('message.rating', '=', rating)),
    );
  }
  if (filters.unanswered !== undefined) {
    const { unanswered } = filters;
    query = query.where((eb) => {
      const found = eb.exists(
        messagesOf(eb).select('message.id').where('message.unanswered', '>', UNANSWERED.no),
      );
      return unanswered ? found : eb.not(found);
    });
  }
  return query;
}

const withCounts = (query: ReturnType<typeof filtered>) =>
  query
    .selectAll('conversation')
    .select((eb) => [
      countOf(eb, 'messages', (q) => q),
      countOf(eb, 'rated_up', (q) => q.where('message.rating', '=', 1)),
      countOf(eb, 'rated_down', (q) => q.where('message.rating', '=', -1)),
      countOf(eb, 'unanswered', (q) => q.where('message.unanswered', '>', UNANSWERED.no)),
    ]);

const CONVERSATION_SORT = {
  id: 'conversation.id',
  update_time: 'conversation.update_time',
  create_time: 'conversation.create_time',
} as const;

export type TConversationWithCounts = Awaited<ReturnType<typeof conversationsWithCounts>>['rows'][number];

/** A page of conversations with their messages counted; newest activity first unless sorted otherwise. */
export async function conversationsWithCounts(
  db: TQueryable,
  query: TConversationFilters & Pick<TConversationListQuery, 'sort' | 'direction' | 'page' | 'limit'>,
) {
  return pageWithTotal(
    filtered(db, query),
    (list) =>
      withCounts(list)
        .orderBy(CONVERSATION_SORT[query.sort ?? 'update_time'], query.direction)
        .orderBy('conversation.id', query.direction),
    query,
  );
}

/** One conversation with its messages counted, whatever its agent type. */
export function conversationWithCounts(db: TQueryable, id: number) {
  return withCounts(db.selectFrom('conversation').where('conversation.id', '=', id)).executeTakeFirst();
}

/** A page of a conversation's messages, every branch, oldest first. */
export async function allMessagesPage(db: TQueryable, conversationId: number, page: number, limit: number) {
  const base = db.selectFrom('message').where('conversation_id', '=', conversationId);
  return pageWithTotal(base, (list) => list.selectAll().orderBy('id'), { page, limit });
}

/** The messages of the conversations a filter keeps, by conversation then in order; at most `limit`. */
export function messagesForExport(db: TQueryable, filters: TConversationFilters, limit: number) {
  return filtered(db, filters)
    .innerJoin('message', 'message.conversation_id', 'conversation.id')
    .select([
      'conversation.id as conversation_id',
      'conversation.store_id',
      'conversation.title',
      'conversation.agent_type',
      'conversation.user_id',
      'message.id',
      'message.role',
      'message.content',
      'message.status',
      'message.rating',
      'message.unanswered',
      'message.create_time',
    ])
    .orderBy('conversation.id')
    .orderBy('message.id')
    .limit(limit)
    .execute();
}

const STATUS_VALUES = {
  open: [UNANSWERED.open],
  resolved: [UNANSWERED.resolved],
  all: [UNANSWERED.open, UNANSWERED.resolved],
} as const;

/** A page of answers that found nothing, with their question and store, newest first. */
export async function unansweredPage(db: TQueryable, query: Omit<TUnansweredQuery, 'sort'>) {
  let base = filtered(db, { store_id: query.store_id, agent_type: query.agent_type, quickSearch: '' })
    .innerJoin('message as answer', 'answer.conversation_id', 'conversation.id')
    .leftJoin('message as question', 'question.id', 'answer.parent_id')
    .where('answer.role', '=', 'assistant')
    .where('answer.unanswered', 'in', [...STATUS_VALUES[query.status]]);
  if (query.from !== undefined) base = base.where('answer.create_time', '>=', query.from);
  if (query.to !== undefined) base = base.where('answer.create_time', '<=', query.to);
  if (query.quickSearch) base = base.where(matchesAny(['question.content'], query.quickSearch));
  return pageWithTotal(
    base,
    (list) =>
      list
        .select([
          'answer.id as message_id',
          'answer.content as answer',
          'answer.unanswered',
          'answer.create_time',
          'question.id as question_id',
          'question.content as question',
          'conversation.id as conversation_id',
          'conversation.store_id',
        ])
        .orderBy('answer.create_time', query.direction)
        .orderBy('answer.id', query.direction),
    query,
  );
}

/** An answer with its conversation's store and its question's text. */
export function findAnswerWithQuestion(db: TQueryable, messageId: number) {
  return db
    .selectFrom('message as answer')
    .innerJoin('conversation', 'conversation.id', 'answer.conversation_id')
    .leftJoin('message as question', 'question.id', 'answer.parent_id')
    .select(['answer.id', 'answer.role', 'answer.unanswered', 'conversation.store_id'])
    .select('question.content as question')
    .where('answer.id', '=', messageId)
    .executeTakeFirst();
}

/** Marks an unanswered answer as turned into knowledge; false when it was not open. */
export async function resolveUnanswered(db: TQueryable, messageId: number): Promise<boolean> {
  const result = await db
    .updateTable('message')
    .set({ unanswered: UNANSWERED.resolved })
    .where('id', '=', messageId)
    .where('unanswered', '=', UNANSWERED.open)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Which of the given stores have any conversation. */
export async function storesWithConversations(db: TQueryable, storeIds: number[]): Promise<number[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .selectFrom('conversation')
    .select('store_id')
    .distinct()
    .where('store_id', 'in', storeIds)
    .execute();
  return rows.map((row) => row.store_id);
}
