import { CODE, LOGIN_STATE, type TChatSendBody, type TLanguage } from '@storefront/shared';
import type { Transaction } from 'kysely';
import { type TDb, withRelaxedSync } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import type { TAssistantRow } from '../assistants/index.js';
import type { TStoreRow } from '../stores/index.js';
import type { TChatContext } from './context.js';
import type { TMayTryDraft } from './draft-access.js';
import type { TChatTurn } from './providers/provider.js';
import { findOpenHandoff } from './repo.handoff.js';
import {
  findMessage,
  findOwnedConversation,
  insertVisitor,
  lastMessages,
  type TUsageKey,
  takeUsage,
} from './repo.js';
import { startMessages, type TEditedQuestion, type TMessageIds } from './start-messages.js';
import type { TChatSubject } from './subject.js';
import { usageDay } from './usage.js';

/** Everything decided before the first byte of an answer: who, where, what it may cost. */
export interface TSendPlan {
  assistant: TAssistantRow;
  store: TStoreRow;
  subject: TChatSubject;
  /** The conversation, the saved question (0 for a regeneration) and the answer being written. */
  ids: TMessageIds;
  question: string;
  history: TChatTurn[];
  lang: TLanguage;
  /** Counted messages to give back if the answer fails or is stopped. */
  usage: TUsageKey[];
  /** Points held for a member's answer; charged when it finishes, released otherwise. */
  hold: THold | undefined;
}

/** Points set aside for one answer: the hold's id in the ledger and how many. */
export interface THold {
  id: number;
  points: number;
}

const needLogin = (key: 'chat.loginRequired' | 'chat.freeUsedUp') =>
  new AppError(key, { code: CODE.loginState, data: { type: LOGIN_STATE.needLogin } });

/**
 * Earlier finished turns of the shown path, oldest first, at most `turns` question/answer pairs; for an edit,
 * only those before the edited question, so the model sees the conversation as it now reads.
 */
async function historyOf(
  db: TDb,
  conversationId: number,
  turns: number,
  beforeId?: number,
): Promise<TChatTurn[]> {
  const rows = await lastMessages(db, conversationId, turns * 2 + 2, beforeId);
  return (
    rows
      .filter((row) => row.content && row.status !== 'streaming' && row.status !== 'error')
      .reverse()
      // The store's replies are answers the model should know of, as if it had given them.
      .map((row) => ({ role: row.role === 'store' ? 'assistant' : row.role, content: row.content }))
  );
}

/** Counts the message against the allowance of whoever sends it, and holds a member's points. */
async function takeAllowance(
  trx: Transaction<Database>,
  context: TChatContext,
  plan: TAllowance,
): Promise<{ usage: TUsageKey[]; hold: THold | undefined }> {
  const day = usageDay(nowSeconds());
  const mine = { subject: plan.subject.usageKey, storeId: plan.storeId, day };
  if (plan.subject.kind === 'visitor') {
    const address = { subject: `ip:${plan.ip}`, storeId: 0, day };
    const counted =
      (await takeUsage(trx, mine, plan.freeCount)) && (await takeUsage(trx, address, context.ipFreePerDay));
    if (!counted) throw needLogin('chat.freeUsedUp');
    return { usage: [mine, address], hold: undefined };
  }
  await takeUsage(trx, mine);
  if (plan.price <= 0) return { usage: [mine], hold: undefined };
  const { ledger, leases } = context;
  const holdId = await ledger.holdPoints(plan.subject.user.id, plan.price, leases.expireTime(), trx);
  if (holdId === undefined) throw new AppError('ledger.insufficientScore');
  return { usage: [mine], hold: { id: holdId, points: plan.price } };
}

/** The question an edit replaces: one of the conversation's questions on the path it shows. */
async function editedQuestion(db: TDb, conversationId: number, id: number): Promise<TEditedQuestion> {
  const message = await findMessage(db, id);
  if (!message || message.conversation_id !== conversationId || message.active !== 1) {
    throw new AppError('chat.messageNotFound');
  }
  if (message.role !== 'user') throw new AppError('chat.notAQuestion');
  return { id: message.id, parentId: message.parent_id };
}

interface TAllowance {
  subject: TChatSubject;
  ip: string;
  storeId: number;
  freeCount: number;
  price: number;
}

/**
 * Checks a send before anything streams: the assistant and store, login rules, the
 * conversation's owner, the visitor's free count, a member's points. A refusal is a normal envelope.
 */
export async function prepareSend(
  context: TChatContext,
  input: {
    body: TChatSendBody;
    subject: TChatSubject;
    ip: string;
    lang: TLanguage;
    mayTryDraft: TMayTryDraft;
  },
): Promise<TSendPlan> {
  const { db } = context;
  const assistant = await context.assistants.findByChatkey(input.body.chatkey);
  const store = assistant && (await context.stores.findById(assistant.store_id));
  if (!assistant || !store) throw new AppError('chat.unknownAssistant');
  // A draft's chatkey is no way around init's rule: whoever may not try the draft does not reach it here either.
  if (assistant.variant === 'draft' && !(await input.mayTryDraft(store.id))) {
    throw new AppError('chat.unknownAssistant');
  }
  if (store.status !== 'open') throw new AppError('chat.storeClosed');
  const { subject } = input;
  if (subject.kind === 'visitor' && assistant.loginset === 1) throw needLogin('chat.loginRequired');

  let conversationId: number | undefined;
  let question = input.body.content;
  let history: TChatTurn[] = [];
  let edit: TEditedQuestion | undefined;
  if (input.body.conversation_id !== undefined) {
    const conversation = await findOwnedConversation(db, input.body.conversation_id, subject.owner);
    if (!conversation || conversation.store_id !== store.id) throw new AppError('chat.conversationNotFound');
    // The store's people have this conversation: the assistant neither answers nor charges until it is back.
    if (await findOpenHandoff(db, conversation.id)) throw new AppError('handoff.withStore');
    conversationId = conversation.id;
    edit =
      input.body.edit_id === undefined
        ? undefined
        : await editedQuestion(db, conversation.id, input.body.edit_id);
    history = await historyOf(db, conversation.id, assistant.context_turns, edit?.id);
  } else if (input.body.edit_id !== undefined) {
    throw new AppError('chat.messageNotFound');
  }
  if (input.body.regenerate && !edit) {
    const lastQuestion = [...history].reverse().find((turn) => turn.role === 'user');
    if (!lastQuestion) throw new AppError('chat.nothingToRegenerate');
    question = lastQuestion.content;
    history = history.slice(0, history.lastIndexOf(lastQuestion));
  }
  // historyOf reads a turn more than kept, so a regenerated question still leaves `context_turns` before it.
  history = assistant.context_turns > 0 ? history.slice(-assistant.context_turns * 2) : [];

  // A store's owner trying their own draft (`testagent`) pays nothing: it is their work, not a service used.
  const ownDraft =
    assistant.variant === 'draft' && subject.kind === 'member' && subject.user.shop_id === store.id;
  const price = subject.kind === 'member' && !ownDraft ? assistant.score_per_message : 0;
  const allowance = { subject, ip: input.ip, storeId: store.id, freeCount: assistant.free_count, price };
  // One transaction: a refused send leaves no count, hold or message behind, and SQLite syncs once; only
  // when it holds points does it wait for the disk, since points must survive a power cut.
  const start = (on: TDb) =>
    on.transaction().execute(async (trx) => {
      // The visitor row is written at the first send, not at init (init.ts): only visitors who chat have one.
      if (subject.kind === 'visitor') await insertVisitor(trx, subject.visitorId, input.ip, nowSeconds());
      const taken = await takeAllowance(trx, context, allowance);
      const started = await startMessages(trx, {
        store,
        assistant,
        subject,
        conversationId,
        question,
        regenerate: input.body.regenerate && !edit,
        edit,
      });
      return { ...taken, ids: started };
    });
  const { usage, hold, ids } = await (price > 0 ? start(db) : withRelaxedSync(db, start));
  return {
    assistant,
    store,
    subject,
    ids,
    question,
    history,
    lang: input.lang,
    usage,
    hold,
  };
}
