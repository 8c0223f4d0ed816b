import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import { pageWithTotal } from '../../db/list-page.js';
import type { Database, MessageTable } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';

export type TMessageRow = Selectable<MessageTable>;

/** Who owns a conversation: a member or a visitor. */
export type TOwner = { userId: number } | { visitorId: string };

/** Records a visitor at their first send; later sends find the row and change nothing. */
export async function insertVisitor(db: TQueryable, id: string, ip: string, time: number): Promise<void> {
  await db
    .insertInto('visitor')
    .values({ id, ip, create_time: time })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** The condition that `owner` has the conversation being read. */
const ownedBy = (owner: TOwner) => (eb: ExpressionBuilder<Database, 'conversation'>) =>
  'userId' in owner ? eb('user_id', '=', owner.userId) : eb('visitor_id', '=', owner.visitorId);

/**
 * A conversation only if this owner has it: every read and write goes through an owner, so a guessed id
 * never shows or changes someone else's conversation.
 */
export function findOwnedConversation(db: TQueryable, id: number, owner: TOwner) {
  return db
    .selectFrom('conversation')
    .selectAll()
    .where('id', '=', id)
    .where(ownedBy(owner))
    .executeTakeFirst();
}

export function findLatestConversation(db: TDb, storeId: number, owner: TOwner) {
  return db
    .selectFrom('conversation')
    .selectAll()
    .where('store_id', '=', storeId)
    .where(ownedBy(owner))
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertConversation(
  db: TQueryable,
  values: {
    storeId: number;
    assistantId: number;
    agentType: string;
    owner: TOwner;
    title: string;
    time: number;
  },
) {
  return db
    .insertInto('conversation')
    .values({
      store_id: values.storeId,
      assistant_id: values.assistantId,
      agent_type: values.agentType,
      user_id: 'userId' in values.owner ? values.owner.userId : null,
      visitor_id: 'visitorId' in values.owner ? values.owner.visitorId : null,
      title: values.title,
      update_time: values.time,
      create_time: values.time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertMessage(
  db: TQueryable,
  values: {
    conversationId: number;
    role: 'user' | 'assistant';
    content: string;
    status: TMessageRow['status'];
    parentId: number | null;
    time: number;
  },
) {
  return db
    .insertInto('message')
    .values({
      conversation_id: values.conversationId,
      parent_id: values.parentId,
      role: values.role,
      content: values.content,
      status: values.status,
      update_time: values.time,
      create_time: values.time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function finishMessage(
  db: TQueryable,
  id: number,
  values: Pick<
    TMessageRow,
    'content' | 'status' | 'prompt_tokens' | 'completion_tokens' | 'cost' | 'update_time'
  > &
    Partial<Pick<TMessageRow, 'unanswered' | 'sources'>>,
): Promise<void> {
  await db.updateTable('message').set(values).where('id', '=', id).execute();
}

/** Marks answers still streaming as alive at `time` (their process is working on them). */
export async function touchStreamingAnswers(db: TQueryable, ids: number[], time: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('message')
    .set({ update_time: time })
    .where('id', 'in', ids)
    .where('status', '=', 'streaming')
    .execute();
}

/** Ends as errors the answers still 'streaming' that no process touched since `before`; how many. */
export async function failAbandonedAnswers(db: TQueryable, before: number): Promise<number> {
  const result = await db
    .updateTable('message')
    .set({ status: 'error' })
    .where('status', '=', 'streaming')
    .where('update_time', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function touchConversation(db: TQueryable, id: number, time: number): Promise<void> {
  await db.updateTable('conversation').set({ update_time: time }).where('id', '=', id).execute();
}

/** The last messages of the path a conversation shows, newest first; only those before `beforeId` if given. */
export function lastMessages(db: TQueryable, conversationId: number, limit: number, beforeId?: number) {
  let query = db
    .selectFrom('message')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('active', '=', 1);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** One page of the path a conversation shows, page 1 being the newest messages; rows come newest first. */
export async function messagePage(db: TDb, conversationId: number, page: number, limit: number) {
  const base = db.selectFrom('message').where('conversation_id', '=', conversationId).where('active', '=', 1);
  return pageWithTotal(base, (list) => list.selectAll().orderBy('id', 'desc'), { page, limit });
}

export function findMessage(db: TQueryable, id: number) {
  return db.selectFrom('message').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every question of a conversation, on any branch, oldest first: a question's versions share its parent. */
export function listQuestions(db: TQueryable, conversationId: number) {
  return db
    .selectFrom('message')
    .select(['id', 'parent_id'])
    .where('conversation_id', '=', conversationId)
    .where('role', '=', 'user')
    .orderBy('id')
    .execute();
}

/** Takes the shown path from `fromId` on (ids grow along a path) off the screen; the messages stay. */
export async function leavePath(db: TQueryable, conversationId: number, fromId: number): Promise<void> {
  await db
    .updateTable('message')
    .set({ active: 0 })
    .where('conversation_id', '=', conversationId)
    .where('active', '=', 1)
    .where('id', '>=', fromId)
    .execute();
}

/** The newest message following `parentId`: where a branch continues when it is shown again. */
export function newestChild(db: TQueryable, conversationId: number, parentId: number) {
  return db
    .selectFrom('message')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('parent_id', '=', parentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function showMessages(db: TQueryable, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.updateTable('message').set({ active: 1 }).where('id', 'in', ids).execute();
}

export async function deleteMessage(db: TQueryable, id: number): Promise<void> {
  await db.deleteFrom('message').where('id', '=', id).execute();
}

/** Moves a visitor's conversations to the member who just logged in on that browser. */
export async function moveVisitorConversations(db: TDb, visitorId: string, userId: number): Promise<void> {
  await db
    .updateTable('conversation')
    .set({ user_id: userId, visitor_id: null })
    .where('visitor_id', '=', visitorId)
    .execute();
}

/**
 * A page of a member's conversations, newest activity first, optionally of one store; a keyword matches (any
 * case, any script) the title, a message's text, or the store's name (`namedStores`). A conversation found
 * by its messages brings the newest matching message's text along.
 */
export async function conversationPage(
  db: TDb,
  input: {
    userId: number;
    storeId?: number;
    keyword?: string;
    namedStores?: number[];
    page: number;
    limit: number;
  },
) {
  let base = db.selectFrom('conversation').where('user_id', '=', input.userId);
  if (input.storeId !== undefined) base = base.where('store_id', '=', input.storeId);
  const pattern = input.keyword ? containsPattern(input.keyword.toLowerCase()) : undefined;
  const matchingMessage = (eb: ExpressionBuilder<Database, 'conversation'>) =>
    eb
      .selectFrom('message')
      .whereRef('message.conversation_id', '=', 'conversation.id')
      .where('message.active', '=', 1)
      .where(sql<boolean>`lower(message.content) like ${pattern} escape '\\'`);
  if (pattern) {
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`lower(conversation.title) like ${pattern} escape '\\'`,
        eb.exists(matchingMessage(eb).select('message.id')),
        ...(input.namedStores?.length ? [eb('conversation.store_id', 'in', input.namedStores)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'store_id', 'title', 'update_time', 'create_time'])
      .select((eb) =>
        (pattern
          ? sql<
              string | null
            >`(${matchingMessage(eb).select('message.content').orderBy('message.id', 'desc').limit(1)})`
          : sql<null>`null`
        ).as('matched_text'),
      )
      .orderBy('update_time', 'desc')
      .orderBy('id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function renameConversation(db: TDb, id: number, title: string): Promise<void> {
  await db.updateTable('conversation').set({ title }).where('id', '=', id).execute();
}

export async function deleteConversation(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('conversation').where('id', '=', id).execute();
}

export async function setRating(db: TDb, messageId: number, rating: number): Promise<void> {
  await db.updateTable('message').set({ rating }).where('id', '=', messageId).execute();
}

/** One subject's messages to one store on one day (store 0 counts an IP's messages to every store). */
export interface TUsageKey {
  subject: string;
  storeId: number;
  day: number;
}

/**
 * Counts one message for a subject if it stays within `limit` (no limit when undefined), in one statement,
 * so concurrent sends can never pass the limit together. True when counted.
 */
export async function takeUsage(db: TQueryable, key: TUsageKey, limit?: number): Promise<boolean> {
  if (limit !== undefined && limit <= 0) return false;
  const row = await db
    .insertInto('chat_usage')
    .values({ subject: key.subject, store_id: key.storeId, day: key.day, count: 1 })
    .onConflict((oc) => {
      const update = oc
        .columns(['subject', 'store_id', 'day'])
        .doUpdateSet({ count: sql`chat_usage.count + 1` });
      return limit === undefined ? update : update.where('chat_usage.count', '<', limit);
    })
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a message back (an answer that failed or was stopped is not counted). */
export async function returnUsage(db: TQueryable, key: TUsageKey): Promise<void> {
  await db
    .updateTable('chat_usage')
    .set({ count: sql`count - 1` })
    .where('subject', '=', key.subject)
    .where('store_id', '=', key.storeId)
    .where('day', '=', key.day)
    .where('count', '>', 0)
    .execute();
}

export async function usageCount(db: TQueryable, key: TUsageKey): Promise<number> {
  const row = await db
    .selectFrom('chat_usage')
    .select('count')
    .where('subject', '=', key.subject)
    .where('store_id', '=', key.storeId)
    .where('day', '=', key.day)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** A message's day (days since the epoch, counted in a fixed UTC offset), and whether a member sent it. */
const dayOf = (offsetSeconds: number) =>
  sql<number>`(message.create_time + ${sql.lit(Math.trunc(offsetSeconds))}) / 86400`;
const byMember = sql<number>`case when conversation.user_id is null then 0 else 1 end`;

/** Questions sent since `since`, per day and by members (1) or visitors (0). */
export function countQuestionsByDay(db: TDb, since: number, offsetSeconds: number) {
  return db
    .selectFrom('message')
    .innerJoin('conversation', 'conversation.id', 'message.conversation_id')
    .select([dayOf(offsetSeconds).as('day'), byMember.as('member'), sql<number>`count(*)`.as('count')])
    .where('message.role', '=', 'user')
    .where('message.create_time', '>=', since)
    .groupBy([dayOf(offsetSeconds), byMember])
    .execute();
}

/** The stores most questions went to since `since`, most first. */
export function countQuestionsByStore(db: TDb, since: number, limit: number) {
  return db
    .selectFrom('message')
    .innerJoin('conversation', 'conversation.id', 'message.conversation_id')
    .select(['conversation.store_id', sql<number>`count(*)`.as('count')])
    .where('message.role', '=', 'user')
    .where('message.create_time', '>=', since)
    .groupBy('conversation.store_id')
    .orderBy('count', 'desc')
    .orderBy('conversation.store_id')
    .limit(limit)
    .execute();
}

/**
 * Answers since `since` that found nothing (and nobody turned into knowledge yet) or were rated down: how many,
 * and the newest `limit` with their question.
 */
export async function unansweredPage(db: TDb, since: number, limit: number) {
  const base = db
    .selectFrom('message as answer')
    .where('answer.role', '=', 'assistant')
    .where('answer.create_time', '>=', since)
    .where((eb) => eb.or([eb('answer.unanswered', '=', 1), eb('answer.rating', '=', -1)]));
  return pageWithTotal(
    base,
    (list) =>
      list
        .innerJoin('message as question', 'question.id', 'answer.parent_id')
        .innerJoin('conversation', 'conversation.id', 'answer.conversation_id')
        .select(['answer.id', 'answer.content as answer', 'answer.unanswered', 'answer.create_time'])
        .select(['question.content as question', 'conversation.store_id'])
        .orderBy('answer.id', 'desc'),
    { page: 1, limit },
  );
}

/** Thumbs up (1) and down (-1) given to answers written since `since`. */
export function countRatings(db: TDb, since: number) {
  return db
    .selectFrom('message')
    .select(['rating', sql<number>`count(*)`.as('count')])
    .where('role', '=', 'assistant')
    .where('rating', '!=', 0)
    .where('create_time', '>=', since)
    .groupBy('rating')
    .execute();
}
