import type { TChatMessage, TConversation, TConversationAction, TLanguage, TPage } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TChatContext } from './context.js';
import {
  conversationPage,
  deleteConversation,
  findLatestConversation,
  findMessage,
  findOwnedConversation,
  leavePath,
  listQuestions,
  messagePage,
  newestChild,
  renameConversation,
  setRating,
  showMessages,
  type TMessageRow,
  type TOwner,
} from './repo.js';
import { sourcesOf } from './sources.js';

const toMessage = (row: TMessageRow, versions: ReadonlyMap<number | null, number[]>): TChatMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  role: row.role,
  content: row.content,
  status: row.status,
  rating: row.rating,
  create_time: Number(row.create_time),
  unanswered: row.role === 'assistant' && row.unanswered !== 0,
  parent_id: row.parent_id,
  siblings: row.role === 'user' ? (versions.get(row.parent_id) ?? [row.id]) : [],
  sources: sourcesOf(row.sources).map((entry) => entry.id),
});

/** The versions of each question of a conversation (edits share the parent of the question they replace). */
async function questionVersions(db: TDb, conversationId: number): Promise<Map<number | null, number[]>> {
  const versions = new Map<number | null, number[]>();
  for (const question of await listQuestions(db, conversationId)) {
    versions.set(question.parent_id, [...(versions.get(question.parent_id) ?? []), question.id]);
  }
  return versions;
}

/**
 * A page of a conversation's messages, oldest first within the page; page 1 holds the newest (the classic
 * chat loads page 2, 3… as the user scrolls up). Without an id: the owner's latest conversation with the store.
 */
export async function chatHistory(
  context: TChatContext,
  input: { chatkey: string; conversationId?: number; page: number; limit: number; owner: TOwner },
): Promise<TPage<TChatMessage> & { conversation_id: number | null }> {
  const { db } = context;
  const assistant = await context.assistants.findByChatkey(input.chatkey);
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
  context: TChatContext,
  input: { chatkey: string; conversationId: number; messageId: number; owner: TOwner },
): Promise<void> {
  const { db } = context;
  const assistant = await context.assistants.findByChatkey(input.chatkey);
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

/** Characters a search result shows on each side of the words it found in a message. */
const SNIPPET_RADIUS = 24;

/** The words found in a message with a little of what surrounds them, on one line. */
function snippetAround(text: string, keyword: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = flat.toLowerCase().indexOf(keyword.toLowerCase());
  if (at < 0) return flat.slice(0, SNIPPET_RADIUS * 2);
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(flat.length, at + keyword.length + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

/**
 * A member's conversations, newest activity first, optionally for one store; a keyword finds them by
 * title, by a message's text (`match` shows where) or by the store's name in either language. Store names
 * (in `lang`) come from the stores service, one look-up for the page.
 */
export async function listConversations(
  context: TChatContext,
  input: {
    userId: number;
    storeuuid?: string;
    keyword?: string;
    page: number;
    limit: number;
    lang: TLanguage;
  },
): Promise<TPage<TConversation>> {
  let storeId: number | undefined;
  if (input.storeuuid) {
    const store = await context.stores.findForChat(input.storeuuid);
    if (!store) return { list: [], total: 0 };
    storeId = store.id;
  }
  const namedStores = input.keyword ? await context.stores.idsNamed(input.keyword) : [];
  const { rows, total } = await conversationPage(context.db, { ...input, storeId, namedStores });
  const stores = await context.stores.namesOf([...new Set(rows.map((row) => row.store_id))], input.lang);
  const list = rows.flatMap((row) => {
    const store = stores.get(row.store_id);
    if (!store) return [];
    return [
      {
        id: row.id,
        storeuuid: store.storeuuid,
        store_name: store.name,
        title: row.title,
        update_time: Number(row.update_time),
        create_time: Number(row.create_time),
        ...(row.matched_text && input.keyword
          ? { match: snippetAround(row.matched_text, input.keyword) }
          : {}),
      },
    ];
  });
  return { list, total };
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
    await deleteConversation(db, conversation.id);
    return 'chat.deleted';
  }
  await renameConversation(db, conversation.id, action.title);
  return 'chat.renamed';
}

/** Thumbs up or down on an answer in one of the owner's conversations. */
export async function rateMessage(db: TDb, owner: TOwner, messageId: number, rating: number): Promise<void> {
  const message = await findMessage(db, messageId);
  const conversation = message && (await findOwnedConversation(db, message.conversation_id, owner));
  if (!message || !conversation || message.role !== 'assistant') throw new AppError('chat.messageNotFound');
  await setRating(db, message.id, rating);
}
