import type { TChatMessage, THandoffOpenBody, THandoffView, TLanguage } from '@storefront/shared';
import type { TQueryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { translate } from '../../locales/index.js';
import type { TChatContext } from './context.js';
import {
  findOpenHandoff,
  firstReplyDelays,
  insertHandoff,
  insertHandoffMessage,
  storeRepliesAfter,
  type THandoffRecord,
  updateHandoff,
} from './repo.handoff.js';
import {
  findOwnedConversation,
  insertConversation,
  insertVisitor,
  lastMessages,
  type TMessageRow,
  type TOwner,
  touchConversation,
} from './repo.js';
import type { TChatSubject } from './subject.js';

/** "Usually replies within N minutes": the median first reply of the store's handoffs of the last 30 days. */
const REPLY_FIGURES = { days: 30, sample: 50, least: 3 } as const;
/** The visitor's last question, as the inbox shows it, is cut at this length. */
const QUESTION_MAX = 500;

/** The live channels a change of this handoff concerns: its conversation, its store's inbox, the console's. */
export const channelsOf = (handoff: { conversation_id: number; store_id: number }) => [
  `conversation:${handoff.conversation_id}`,
  `store:${handoff.store_id}`,
  'stores',
];

/** A message as the visitor's chat reads it (the talk with the store has no versions, sources or ratings). */
export const toChatMessage = (row: TMessageRow): TChatMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  role: row.role,
  content: row.content,
  status: row.status,
  rating: row.rating,
  create_time: Number(row.create_time),
  unanswered: false,
  parent_id: row.parent_id,
  siblings: row.role === 'user' ? [row.id] : [],
  sources: [],
});

/** The median of the store's recent first-reply delays in whole minutes (at least 1); null with too few. */
async function replyMinutes(db: TQueryable, storeId: number): Promise<number | null> {
  const since = nowSeconds() - REPLY_FIGURES.days * 86_400;
  const delays = (await firstReplyDelays(db, storeId, since, REPLY_FIGURES.sample)).sort((a, b) => a - b);
  if (delays.length < REPLY_FIGURES.least) return null;
  const middle = delays.length / 2;
  const median =
    delays.length % 2
      ? (delays[Math.floor(middle)] ?? 0)
      : ((delays[middle - 1] ?? 0) + (delays[middle] ?? 0)) / 2;
  return Math.max(1, Math.ceil(median / 60));
}

/** The newest question on the conversation's shown path, cut for the inbox. */
async function lastQuestion(db: TQueryable, conversationId: number): Promise<string> {
  const rows = await lastMessages(db, conversationId, 20);
  return rows.find((row) => row.role === 'user')?.content.slice(0, QUESTION_MAX) ?? '';
}

/** The visitor's side of talking to the store: hand over, write to the store, return, and live replies. */
export function createHandoffs(context: TChatContext) {
  const { db } = context;

  async function view(row: THandoffRecord): Promise<THandoffView> {
    return {
      id: row.id,
      conversation_id: row.conversation_id,
      state: row.state,
      closed_by: row.closed_by,
      name: row.name,
      contact: row.contact,
      create_time: Number(row.create_time),
      reply_minutes: await replyMinutes(db, row.store_id),
    };
  }

  const publish = (row: THandoffRecord) => context.live.publish(channelsOf(row), String(row.id));

  /** The subject's conversation with the chatkey's store; 'not found' for anyone else's. */
  async function ownConversation(chatkey: string, conversationId: number, owner: TOwner) {
    const assistant = await context.assistants.findByChatkey(chatkey);
    if (!assistant) throw new AppError('chat.unknownAssistant');
    const conversation = await findOwnedConversation(db, conversationId, owner);
    if (!conversation || conversation.store_id !== assistant.store_id) {
      throw new AppError('chat.conversationNotFound');
    }
    return conversation;
  }

  async function mustBeOpen(conversationId: number) {
    const handoff = await findOpenHandoff(db, conversationId);
    if (!handoff) throw new AppError('handoff.notOpen');
    return handoff;
  }

  return {
    /**
     * Hands a conversation (a new one without an id) over to the store; its open handoff when it has one
     * (the contact left now replaces the one before). `limit` counts a new handoff against the rate limits.
     */
    async open(input: {
      body: THandoffOpenBody;
      subject: TChatSubject;
      ip: string;
      lang: TLanguage;
      limit: () => Promise<void>;
    }): Promise<THandoffView> {
      const { body, subject } = input;
      const assistant = await context.assistants.findByChatkey(body.chatkey);
      const store = assistant && (await context.stores.findById(assistant.store_id));
      if (!assistant || !store) throw new AppError('chat.unknownAssistant');
      if (assistant.variant === 'draft') throw new AppError('handoff.draft');
      if (store.status !== 'open') throw new AppError('chat.storeClosed');
      const given =
        body.conversation_id === undefined
          ? undefined
          : await ownConversation(body.chatkey, body.conversation_id, subject.owner);
      const open = given && (await findOpenHandoff(db, given.id));
      if (open) {
        if (body.contact || body.name) {
          await updateHandoff(db, open.id, {
            name: body.name || open.name,
            contact: body.contact || open.contact,
          });
        }
        return view({ ...open, name: body.name || open.name, contact: body.contact || open.contact });
      }
      await input.limit();
      const time = nowSeconds();
      const created = await db.transaction().execute(async (trx) => {
        if (subject.kind === 'visitor') await insertVisitor(trx, subject.visitorId, input.ip, time);
        const conversationId =
          given?.id ??
          (
            await insertConversation(trx, {
              storeId: store.id,
              assistantId: assistant.id,
              agentType: 'agent',
              owner: subject.owner,
              title: translate(input.lang, 'handoff.title'),
              time,
            })
          ).id;
        const question = given ? await lastQuestion(trx, conversationId) : '';
        const { id } = await insertHandoff(trx, {
          conversationId,
          storeId: store.id,
          name: body.name,
          contact: body.contact,
          lang: input.lang,
          question,
          time,
        });
        await touchConversation(trx, conversationId, time);
        return { id, conversationId };
      });
      const row = await findOpenHandoff(db, created.conversationId);
      if (!row) throw new AppError('handoff.notOpen');
      publish(row);
      return view(row);
    },

    /** The visitor writes to the store: saved on the shown path, free, and the store's inbox is told. */
    async say(input: { chatkey: string; conversationId: number; content: string; subject: TChatSubject }) {
      const conversation = await ownConversation(input.chatkey, input.conversationId, input.subject.owner);
      const handoff = await mustBeOpen(conversation.id);
      const time = nowSeconds();
      const message = await db.transaction().execute(async (trx) => {
        const [last] = await lastMessages(trx, conversation.id, 1);
        const saved = await insertHandoffMessage(trx, {
          conversationId: conversation.id,
          handoffId: handoff.id,
          role: 'user',
          content: input.content,
          parentId: last?.id ?? null,
          author: '',
          time,
        });
        await updateHandoff(trx, handoff.id, { state: 'waiting', update_time: time });
        await touchConversation(trx, conversation.id, time);
        return saved;
      });
      publish(handoff);
      return toChatMessage(message);
    },

    /** Back to the assistant: the conversation's handoff closes. */
    async back(input: { chatkey: string; conversationId: number; subject: TChatSubject }) {
      const conversation = await ownConversation(input.chatkey, input.conversationId, input.subject.owner);
      const handoff = await mustBeOpen(conversation.id);
      const time = nowSeconds();
      const closed = { state: 'closed', closed_by: 'visitor', close_time: time, update_time: time } as const;
      await updateHandoff(db, handoff.id, closed);
      publish(handoff);
      return view({ ...handoff, ...closed });
    },

    /** The conversation's open handoff, as the chat shows it on load; null when the assistant has it. */
    async openView(conversationId: number): Promise<THandoffView | null> {
      const handoff = await findOpenHandoff(db, conversationId);
      return handoff ? view(handoff) : null;
    },

    /** Whether the store has the conversation (the assistant then does not answer in it). */
    isWithStore: async (conversationId: number) => (await findOpenHandoff(db, conversationId)) !== undefined,

    /** The conversation a live stream may follow: the subject's own with the chatkey's store. */
    ownConversation,

    /** The store's replies after `afterId`, and the handoff as it now is (null: none open). */
    async liveState(conversationId: number, afterId: number) {
      const [replies, handoff] = await Promise.all([
        storeRepliesAfter(db, conversationId, afterId),
        findOpenHandoff(db, conversationId),
      ]);
      return { replies: replies.map(toChatMessage), handoff: handoff ? await view(handoff) : null };
    },
  };
}

export type THandoffs = ReturnType<typeof createHandoffs>;
