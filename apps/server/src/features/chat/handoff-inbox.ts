import type {
  TConversationMessage,
  THandoffDetail,
  THandoffListQuery,
  THandoffRow,
  TInboxEvent,
  TLanguage,
  TPage,
} from '@storefront/shared';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import type { TChatContext } from './context.js';
import { channelsOf } from './handoffs.js';
import type { TKnowledgeEntry } from './providers/provider.js';
import {
  findHandoff,
  handoffInboxRow,
  handoffPage,
  insertHandoffMessage,
  markFirstReply,
  OPEN_STATES,
  type THandoffInboxRow,
  type THandoffRecord,
  updateHandoff,
} from './repo.handoff.js';
import { lastMessages, type TMessageRow, touchConversation } from './repo.js';
import { linkToDraft, sourcesOf } from './sources.js';

/** Whose handoffs a reader sees: a store owner their store's, an operator every store's (or the one chosen). */
export interface THandoffScope {
  storeId?: number;
  /** The reader's language: stores are named in it. */
  lang: TLanguage;
}

/** How much of the conversation the inbox shows with a handoff: its newest messages on the shown path. */
const CONVERSATION_MESSAGES = 200;

const STATES_OF = {
  open: OPEN_STATES,
  waiting: ['waiting'],
  replied: ['replied'],
  closed: ['closed'],
  all: ['waiting', 'replied', 'closed'],
} as const;

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

/** The store owners' and operators' side of talking to the store: the inbox, replies, handing back. */
export function createHandoffInbox(context: TChatContext) {
  const { db } = context;

  async function toRows(rows: THandoffInboxRow[], scope: THandoffScope): Promise<THandoffRow[]> {
    const stores = await context.stores.namesOf([...new Set(rows.map((row) => row.store_id))], scope.lang);
    return rows.map((row) => ({
      id: row.id,
      conversation_id: row.conversation_id,
      store_id: row.store_id,
      storeuuid: stores.get(row.store_id)?.storeuuid ?? '',
      store_name: stores.get(row.store_id)?.name ?? '',
      state: row.state,
      closed_by: row.closed_by,
      by: row.user_id === null ? 'visitor' : 'member',
      name: row.name,
      contact: row.contact,
      lang: row.lang,
      question: row.question,
      last_message: row.last_message ?? '',
      create_time: Number(row.create_time),
      update_time: Number(row.update_time),
      first_reply_time: row.first_reply_time === null ? null : Number(row.first_reply_time),
    }));
  }

  /** A handoff within the scope; 'not found' otherwise (another store's id tells nothing). */
  async function mustFind(id: number, scope: THandoffScope): Promise<THandoffRecord> {
    const row = await findHandoff(db, id);
    if (!row || (scope.storeId !== undefined && row.store_id !== scope.storeId)) {
      throw new AppError('handoff.notFound');
    }
    return row;
  }

  async function rowOf(id: number, scope: THandoffScope): Promise<THandoffRow> {
    const row = await handoffInboxRow(db, id);
    if (!row || (scope.storeId !== undefined && row.store_id !== scope.storeId)) {
      throw new AppError('handoff.notFound');
    }
    const [shown] = await toRows([row], scope);
    if (!shown) throw new AppError('handoff.notFound');
    return shown;
  }

  /** The store's draft knowledge, what answers' sources link to; none when the store has no draft. */
  async function draftKnowledge(storeId: number): Promise<readonly TKnowledgeEntry[]> {
    const draft = await context.assistants.find(storeId, 'draft');
    return draft ? context.assistants.knowledgeOf(draft.id) : [];
  }

  async function detail(id: number, scope: THandoffScope): Promise<THandoffDetail> {
    const handoff = await rowOf(id, scope);
    const [rows, draft] = await Promise.all([
      lastMessages(db, handoff.conversation_id, CONVERSATION_MESSAGES),
      draftKnowledge(handoff.store_id),
    ]);
    const messages = rows
      .filter((row) => row.status !== 'streaming')
      .reverse()
      .map((row) => toMessage(row, draft));
    return { handoff, messages };
  }

  return {
    async list(
      query: THandoffListQuery & { store_id?: number },
      scope: THandoffScope,
    ): Promise<TPage<THandoffRow>> {
      const { rows, total } = await handoffPage(db, {
        storeId: scope.storeId ?? query.store_id,
        states: STATES_OF[query.state],
        page: query.page,
        limit: query.limit,
      });
      return { list: await toRows(rows, scope), total };
    },

    detail,

    /**
     * What an inbox's live stream sends for a change: the handoff as it now is when it is within the scope,
     * nothing when it is not; after a reconnect of the bus (no id), `ready` again, so the reader looks again.
     */
    async liveEvents(detail: string | undefined, scope: THandoffScope): Promise<TInboxEvent[]> {
      if (detail === undefined) return [{ type: 'ready' }];
      const handoff = await rowOf(Number(detail), scope).catch(() => undefined);
      return handoff ? [{ type: 'handoff', handoff }] : [];
    },

    /**
     * The store's reply, shown to the visitor at once (free: nothing is counted or charged). `author` says who
     * wrote it (`member:<id>`, `operator:<id>`). A handoff the visitor closed takes no more replies.
     */
    async reply(input: { id: number; content: string; author: string }, scope: THandoffScope) {
      const handoff = await mustFind(input.id, scope);
      if (handoff.state === 'closed') throw new AppError('handoff.closed');
      const time = nowSeconds();
      await db.transaction().execute(async (trx) => {
        const [last] = await lastMessages(trx, handoff.conversation_id, 1);
        await insertHandoffMessage(trx, {
          conversationId: handoff.conversation_id,
          handoffId: handoff.id,
          role: 'store',
          content: input.content,
          parentId: last?.id ?? null,
          author: input.author,
          time,
        });
        await updateHandoff(trx, handoff.id, { state: 'replied', update_time: time });
        await markFirstReply(trx, handoff.id, time);
        await touchConversation(trx, handoff.conversation_id, time);
      });
      context.live.publish(channelsOf(handoff), String(handoff.id));
      return detail(handoff.id, scope);
    },

    /** Hands the conversation back to the assistant. */
    async close(id: number, scope: THandoffScope): Promise<THandoffRow> {
      const handoff = await mustFind(id, scope);
      if (handoff.state !== 'closed') {
        const time = nowSeconds();
        await updateHandoff(db, handoff.id, {
          state: 'closed',
          closed_by: 'store',
          close_time: time,
          update_time: time,
        });
        context.live.publish(channelsOf(handoff), String(handoff.id));
      }
      return rowOf(id, scope);
    },
  };
}

export type THandoffInbox = ReturnType<typeof createHandoffInbox>;
