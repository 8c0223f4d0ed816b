import type { TChatMessage, TConversation, TConversationAction, TPage } from '@storefront/shared';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  findAssistantByChatkey,
  findLatestConversation,
  findMessage,
  findOwnedConversation,
  leavePath,
  listQuestions,
  messagePage,
  newestChild,
  showMessages,
  type TMessageRow,
  type TOwner,
} from './repo.js';

const toMessage = (row: TMessageRow, versions: ReadonlyMap<number | null, number[]>): TChatMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  role: row.role,
  content: row.content,
  status: row.status,
  rating: row.rating,
  create_time: Number(row.create_time),
  parent_id: row.parent_id,
  siblings: row.role === 'user' ? (versions.get(row.parent_id) ?? [row.id]) : [],
});

/** The versions of each question of a conversation (edits share the parent of the question they replace). */
async function questionVersions(db: TDb, conversationId: number): Promise<Map<number | null, number[]>> {
  const versions = new Map<number | null, number[]>();
  for (const question of await listQuestions(db, conversationId)) {
    versions.set(question.parent_id, [...(versions.get(question.parent_id) ?? []), question.id]);
  }
  return versions;
}

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
  const [{ rows, total }, versions] = await Promise.all([
    messagePage(db, conversation.id, input.page, input.limit),
    questionVersions(db, conversation.id),
  ]);
  return {
    list: rows.reverse().map((row) => toMessage(row, versions)),
    total,
    conversation_id: conversation.id,
  };
}

/**
 * Shows the branch that starts at one version of a question: the shown path from that question's place on is
 * taken off, and the chosen version with its newest continuation put on.
 */
export async function switchBranch(
  db: TDb,
  input: { chatkey: string; conversationId: number; messageId: number; owner: TOwner },
): Promise<void> {
  const assistant = await findAssistantByChatkey(db, input.chatkey);
  const conversation = await findOwnedConversation(db, input.conversationId, input.owner);
  if (!assistant || !conversation || conversation.store_id !== assistant.store_id) {
    throw new AppError('chat.conversationNotFound');
  }
  const chosen = await findMessage(db, input.messageId);
  if (!chosen || chosen.conversation_id !== conversation.id) throw new AppError('chat.messageNotFound');
  if (chosen.role !== 'user') throw new AppError('chat.notAQuestion');
  if (chosen.active === 1) return;
  await db.transaction().execute(async (trx) => {
    const versions = (await listQuestions(trx, conversation.id)).filter(
      (question) => question.parent_id === chosen.parent_id,
    );
    // Ids grow along a path, so the shown path leaves at its oldest version of this question.
    await leavePath(trx, conversation.id, Math.min(...versions.map((version) => version.id)));
    const path = [chosen.id];
    for (let next = await newestChild(trx, conversation.id, chosen.id); next; ) {
      path.push(next.id);
      next = await newestChild(trx, conversation.id, next.id);
    }
    await showMessages(trx, path);
  });
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
