import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import type { TQueryable } from '../../db/database.js';
import { pageWithTotal } from '../../db/list-page.js';
import type { Database, HandoffTable } from '../../db/schema.js';

/** Conversations handed over to the store's people, and the messages of that talk (issue 31). */

export type THandoffRecord = Selectable<HandoffTable>;

/** The states of a handoff the store still has: the assistant does not answer in its conversation. */
export const OPEN_STATES = ['waiting', 'replied'] as const;

export function insertHandoff(
  db: TQueryable,
  values: {
    conversationId: number;
    storeId: number;
    name: string;
    contact: string;
    lang: string;
    question: string;
    time: number;
  },
) {
  return db
    .insertInto('handoff')
    .values({
      conversation_id: values.conversationId,
      store_id: values.storeId,
      state: 'waiting',
      name: values.name,
      contact: values.contact,
      lang: values.lang,
      question: values.question,
      update_time: values.time,
      create_time: values.time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The conversation's open handoff, if it has one. */
export function findOpenHandoff(db: TQueryable, conversationId: number) {
  return db
    .selectFrom('handoff')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('state', 'in', OPEN_STATES)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findHandoff(db: TQueryable, id: number) {
  return db.selectFrom('handoff').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateHandoff(
  db: TQueryable,
  id: number,
  values: Updateable<HandoffTable>,
): Promise<void> {
  await db.updateTable('handoff').set(values).where('id', '=', id).execute();
}

/** Sets the first reply's time unless the store had replied before. */
export async function markFirstReply(db: TQueryable, id: number, time: number): Promise<void> {
  await db
    .updateTable('handoff')
    .set({ first_reply_time: time })
    .where('id', '=', id)
    .where('first_reply_time', 'is', null)
    .execute();
}

/** How long the store took to reply first, in seconds, over its newest `limit` handoffs that got a reply. */
export async function firstReplyDelays(db: TQueryable, storeId: number, since: number, limit: number) {
  const rows = await db
    .selectFrom('handoff')
    .select(['create_time', 'first_reply_time'])
    .where('store_id', '=', storeId)
    .where('create_time', '>=', since)
    .where('first_reply_time', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.first_reply_time) - Number(row.create_time));
}

type TEb = ExpressionBuilder<Database, 'handoff'>;

/** The newest message on the conversation's shown path, as the inbox previews it. */
const lastMessageOf = (eb: TEb) =>
  eb
    .selectFrom('message')
    .select('message.content')
    .whereRef('message.conversation_id', '=', 'handoff.conversation_id')
    .where('message.active', '=', 1)
    .where('message.status', '!=', 'streaming')
    .orderBy('message.id', 'desc')
    .limit(1);

const inboxColumns = (query: ReturnType<typeof inboxBase>) =>
  query
    .innerJoin('conversation', 'conversation.id', 'handoff.conversation_id')
    .selectAll('handoff')
    .select('conversation.user_id')
    .select((eb) => lastMessageOf(eb).as('last_message'));

const inboxBase = (db: TQueryable) => db.selectFrom('handoff');

export type THandoffInboxRow = Awaited<ReturnType<typeof handoffPage>>['rows'][number];

/**
 * A page of an inbox: one store's handoffs (every store's without one) in the chosen states, those waiting for
 * the store first, then newest activity first.
 */
export function handoffPage(
  db: TQueryable,
  query: { storeId?: number; states: readonly string[]; page: number; limit: number },
) {
  let base = inboxBase(db).where('handoff.state', 'in', query.states as THandoffRecord['state'][]);
  if (query.storeId !== undefined) base = base.where('handoff.store_id', '=', query.storeId);
  return pageWithTotal(
    base,
    (list) =>
      inboxColumns(list)
        .orderBy((eb) => eb.case().when('handoff.state', '=', 'waiting').then(0).else(1).end())
        .orderBy('handoff.update_time', 'desc')
        .orderBy('handoff.id', 'desc'),
    query,
  );
}

/** One handoff as an inbox shows it. */
export function handoffInboxRow(db: TQueryable, id: number) {
  return inboxColumns(inboxBase(db).where('handoff.id', '=', id)).executeTakeFirst();
}

/** The store's replies on the conversation's shown path after message `afterId`, oldest first. */
export function storeRepliesAfter(db: TQueryable, conversationId: number, afterId: number) {
  return db
    .selectFrom('message')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('role', '=', 'store')
    .where('active', '=', 1)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(100)
    .execute();
}

/** A message of the talk with the store: the visitor's (`user`) or the store's reply, at the shown path's end. */
export function insertHandoffMessage(
  db: TQueryable,
  values: {
    conversationId: number;
    handoffId: number;
    role: 'user' | 'store';
    content: string;
    parentId: number | null;
    author: string;
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
      status: 'done',
      handoff_id: values.handoffId,
      author: values.author,
      update_time: values.time,
      create_time: values.time,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
