import type { TConversationAction } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.js';
import type { TDb, TQueryable } from '../../db/database.js';
import type { LiveBus } from '../../lib/live-bus.js';
import type { TAssistantsService } from '../assistants/index.js';
import type { TLedgerService } from '../ledger/index.js';
import type { TStoresService } from '../stores/index.js';
import { createAnswerLeases } from './answer-leases.js';
import type { TChatContext } from './context.js';
import { createChatFigures } from './figures.js';
import { createHandoffInbox } from './handoff-inbox.js';
import { createHandoffs } from './handoffs.js';
import { initChat } from './init.js';
import { prepareSend, type TSendPlan } from './prepare-send.js';
import { createBuiltinProvider } from './providers/builtin.js';
import { resolveProvider } from './providers/create-provider.js';
import { storesWithConversations } from './repo.console.js';
import type { TOwner } from './repo.js';
import { runAnswer, type TAnswerIo } from './run-answer.js';
import { createStoreConversations } from './store-conversations.js';
import { createStreamSlots } from './stream-slots.js';
import { testAnswer } from './test-answer.js';
import { actOnConversation, chatHistory, listConversations, rateMessage, switchBranch } from './threads.js';
import { verifyVisitorId } from './visitor-id.js';

/**
 * Answers streaming at once per member or visitor: one person cannot tie up the model or the server's
 * connections with parallel streams; more sends wait their turn.
 */
const CHAT_STREAMS_PER_SUBJECT = 2;

export interface ChatServiceOptions {
  db: TDb;
  stores: TStoresService;
  assistants: TAssistantsService;
  ledger: TLedgerService;
  /** Tells every process's open live streams what changed (talking to the store). */
  live: LiveBus;
  /**
   * The secret visitor ids are signed with and keys decrypted with, the free allowance, the AI_* model with
   * its time limits, and how long an answer's lease lasts.
   */
  config: Pick<
    TConfig,
    | 'APP_SECRET'
    | 'CHAT_IP_FREE_PER_DAY'
    | 'AI_BASE_URL'
    | 'AI_MODEL'
    | 'AI_API_KEY'
    | 'AI_TIMEOUT_MS'
    | 'AI_FIRST_BYTE_TIMEOUT_MS'
    | 'CHAT_LEASE_SECONDS'
  >;
  log: FastifyBaseLogger;
}

/** The store chat: who is chatting, sending and streaming answers, history, branches and conversations. */
export function createChatService(options: ChatServiceOptions) {
  const { config } = options;
  const builtin = createBuiltinProvider();
  const context: TChatContext = {
    db: options.db,
    stores: options.stores,
    assistants: options.assistants,
    ledger: options.ledger,
    secret: config.APP_SECRET,
    ipFreePerDay: config.CHAT_IP_FREE_PER_DAY,
    providerFor: (assistant) =>
      resolveProvider(assistant, config, builtin, {
        timeoutMs: config.AI_TIMEOUT_MS,
        firstByteTimeoutMs: config.AI_FIRST_BYTE_TIMEOUT_MS,
      }),
    acquireSlot: createStreamSlots(CHAT_STREAMS_PER_SUBJECT),
    leases: createAnswerLeases({
      db: options.db,
      ledger: options.ledger,
      leaseSeconds: config.CHAT_LEASE_SECONDS,
      log: options.log,
    }),
    live: options.live,
  };
  const handoffs = createHandoffs(context);

  return {
    /** The console's and store owners' read-only conversations and unanswered questions, within a scope. */
    storeConversations: createStoreConversations(context),

    /** Which of the given stores have conversations (such a store is closed, not deleted). */
    storesWithConversations: (storeIds: number[], trx?: TQueryable) =>
      storesWithConversations(trx ?? context.db, storeIds),

    /** Test connection: one short answer from an assistant's provider, saved and charged nowhere. */
    testAnswer: (input: Parameters<typeof testAnswer>[1]) => testAnswer(context, input),

    /** The visitor id inside a signed `visitor` header, or undefined when it is not one the chat signed. */
    verifyVisitorId: (signed: string | undefined) => verifyVisitorId(signed, context.secret),

    /** The chat page's store, assistant and counters; a new browser gets its signed visitor id here. */
    init: (input: Parameters<typeof initChat>[1]) => initChat(context, input),

    /** Checks a send and saves the question before anything streams; a refusal throws the envelope. */
    prepareSend: (input: Parameters<typeof prepareSend>[1]) => prepareSend(context, input),

    /** Streams the answer of a prepared send and settles it (saved and charged, or given back). */
    runAnswer: (plan: TSendPlan, io: TAnswerIo) => runAnswer(context, plan, io),

    /**
     * A page of a conversation's messages; without an id, the owner's latest conversation with the store. The
     * first page also says whether the store has the conversation (its open handoff).
     */
    async history(input: Parameters<typeof chatHistory>[1]) {
      const page = await chatHistory(context, input);
      const open = page.conversation_id !== null && input.page === 1;
      return { ...page, handoff: open ? await handoffs.openView(page.conversation_id ?? 0) : null };
    },

    /** The visitor's side of talking to the store: hand over, write, return, live replies. */
    handoffs,

    /** The store owners' and operators' inboxes of handoffs. */
    inbox: createHandoffInbox(context),

    /** The live bus the event streams listen on. */
    live: options.live,

    /** Shows the branch that starts at another version of a question. */
    switchBranch: (input: Parameters<typeof switchBranch>[1]) => switchBranch(context, input),

    /** A member's conversations, newest activity first. */
    conversations: (input: Parameters<typeof listConversations>[1]) => listConversations(context, input),

    /** Renames or deletes one of the member's own conversations; answers the message key to show. */
    actOnConversation: (userId: number, action: TConversationAction) =>
      actOnConversation(context.db, userId, action),

    /** Thumbs up or down on an answer in one of the owner's conversations. */
    rateMessage: (owner: TOwner, messageId: number, rating: number) =>
      rateMessage(context.db, owner, messageId, rating),

    /** What the console's dashboard reads: questions per day, top stores, unanswered answers, ratings. */
    figures: createChatFigures(options.db),

    /** Stops renewing answers' leases (the server is closing). */
    close: () => context.leases.close(),
  };
}

export type TChatService = ReturnType<typeof createChatService>;
