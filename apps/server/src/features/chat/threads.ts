import type { TChatMessage, TConversation, TConversationAction, TPage } from '@storefront/shared';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  findAssistantByChatkey,
  findLatestConversation,
  findOwnedConversation,
  messagePage,
  type TMessageRow,
  type TOwner,
} from './repo.js';

const toMessage = (row: TMessageRow): TChatMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  role: row.role,
  content: row.content,
  status: row.status,
  rating: row.rating,
  create_time: Number(row.create_time),
});

/** Escapes LIKE wildcards so a search for `50%` finds "50%" (SECURITY.md 14). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A page of a conversation's messages, oldest first within the page; page 1 holds the newest (the classic
 * chat loads page 2, 3… as the user scrolls up). Without an id: the owner's latest conversation with the store.
 */
export async function chatHistory(
  db: TDb,
  input: { chatkey: string; conversationId?: number; page: number; limit: number; owner: TOwner },
): Promise<TPage<TChatMessage> & { conversation_id: number | null }> {
  const assistant = await findAssistantByChatkey(db, input.chatkey);
  if (!assistant) throw new AppError('chat.unknownAssistant');
  const conversation =
    input.conversationId === undefined
      ? await findLatestConversation(db, assistant.store_id, input.owner)
      : await findOwnedConversation(db, input.conversationId, input.owner);
  if (input.conversationId !== undefined && conversation?.store_id !== assistant.store_id) {
    throw new AppError('chat.conversationNotFound');
  }
  if (!conversation) return { list: [], total: 0, conversation_id: null };
  const { rows, total } = await messagePage(db, conversation.id, input.page, input.limit);
  return { list: rows.reverse().map(toMessage), total, conversation_id: conversation.id };
}

/** A member's conversations, newest activity first, optionally for one store or matching a title. */
export async function listConversations(
  db: TDb,
  input: { userId: number; storeuuid?: string; keyword?: string; page: number; limit: number },
): Promise<TPage<TConversation>> {
  let base = db
    .selectFrom('conversation')
    .innerJoin('store', 'store.id', 'conversation.store_id')
    .where('conversation.user_id', '=', input.userId);
  if (input.storeuuid) base = base.where('store.storeuuid', '=', input.storeuuid);
  if (input.keyword) {
    // SQLite has no default LIKE escape character; name it so both databases read `\%` the same way.
    base = base.where(sql<boolean>`conversation.title like ${likePattern(input.keyword)} escape '\\'`);
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        'conversation.id',
        'store.storeuuid',
        'store.name as store_name',
        'conversation.title',
        'conversation.update_time',
        'conversation.create_time',
      ])
      .orderBy('conversation.update_time', 'desc')
      .orderBy('conversation.id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row) => ({
    ...row,
    update_time: Number(row.update_time),
    create_time: Number(row.create_time),
  }));
  return { list, total: Number(count.total) };
}

/** Renames or deletes one of the member's own conversations. */
export async function actOnConversation(
  db: TDb,
  userId: number,
  action: TConversationAction,
): Promise<'chat.renamed' | 'chat.deleted'> {
  const conversation = await findOwnedConversation(db, action.id, { userId });
  if (!conversation) throw new AppError('chat.conversationNotFound');
  if (action.action === 'delete') {
    await db.deleteFrom('conversation').where('id', '=', conversation.id).execute();
    return 'chat.deleted';
  }
  await db
    .updateTable('conversation')
    .set({ title: action.title })
    .where('id', '=', conversation.id)
    .execute();
  return 'chat.renamed';
}

/** Thumbs up or down on an answer in one of the owner's conversations. */
export async function rateMessage(db: TDb, owner: TOwner, messageId: number, rating: number): Promise<void> {
  const message = await db
    .selectFrom('message')
    .select(['id', 'conversation_id', 'role'])
    .where('id', '=', messageId)
    .executeTakeFirst();
  const conversation = message && (await findOwnedConversation(db, message.conversation_id, owner));
  if (!message || !conversation || message.role !== 'assistant') throw new AppError('chat.messageNotFound');
  await db.updateTable('message').set({ rating }).where('id', '=', message.id).execute();
}
