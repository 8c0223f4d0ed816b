import { CODE, LOGIN_STATE, type TChatSendBody, type TLanguage } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { holdPoints } from '../ledger/service.js';
import type { TChatContext } from './context.js';
import type { TChatTurn } from './providers/provider.js';
import {
  findAssistantByChatkey,
  findOwnedConversation,
  findStoreById,
  lastMessages,
  type TAssistantRow,
  type TStoreRow,
} from './repo.js';
import type { TChatSubject } from './subject.js';
import { returnUsage, takeUsage, usageDay } from './usage.js';

export interface TUsageKey {
  subject: string;
  storeId: number;
  day: number;
}

/** Everything decided before the first byte of an answer: who, where, what it may cost. */
export interface TSendPlan {
  assistant: TAssistantRow;
  store: TStoreRow;
  subject: TChatSubject;
  conversationId: number | undefined;
  question: string;
  history: TChatTurn[];
  regenerate: boolean;
  lang: TLanguage;
  /** Counted messages to give back if the answer fails or is stopped. */
  usage: TUsageKey[];
  /** Points held for the answer; charged when it finishes, released otherwise. */
  heldPoints: number;
}

const needLogin = (key: 'chat.loginRequired' | 'chat.freeUsedUp') =>
  new AppError(key, { code: CODE.loginState, data: { type: LOGIN_STATE.needLogin } });

/** Earlier finished turns of the conversation, oldest first, at most `turns` question/answer pairs. */
async function historyOf(db: TDb, conversationId: number, turns: number): Promise<TChatTurn[]> {
  const rows = await lastMessages(db, conversationId, turns * 2 + 2);
  return rows
    .filter((row) => row.content && row.status !== 'streaming' && row.status !== 'error')
    .reverse()
    .map((row) => ({ role: row.role, content: row.content }));
}

/** Counts the message against the visitor's and the IP's free allowance, both or neither. */
async function takeVisitorUsage(
  context: TChatContext,
  plan: { visitorId: string; ip: string; storeId: number; freeCount: number },
) {
  const day = usageDay(nowSeconds());
  const mine = { subject: `v:${plan.visitorId}`, storeId: plan.storeId, day };
  const address = { subject: `ip:${plan.ip}`, storeId: 0, day };
  if (!(await takeUsage(context.db, mine, plan.freeCount))) return undefined;
  if (!(await takeUsage(context.db, address, context.ipFreePerDay))) {
    await returnUsage(context.db, mine);
    return undefined;
  }
  return [mine, address];
}

/**
 * Checks a send before anything streams (PRODUCT.md section 3): the assistant and store, login rules, the
 * conversation's owner, the visitor's free count, a member's points. A refusal is a normal envelope.
 */
export async function prepareSend(
  context: TChatContext,
  input: { body: TChatSendBody; subject: TChatSubject | undefined; ip: string; lang: TLanguage },
): Promise<TSendPlan> {
  const { db } = context;
  const assistant = await findAssistantByChatkey(db, input.body.chatkey);
  const store = assistant && (await findStoreById(db, assistant.store_id));
  if (!assistant || !store) throw new AppError('chat.unknownAssistant');
  if (store.status !== 'open') throw new AppError('chat.storeClosed');
  const { subject } = input;
  if (!subject) throw new AppError('chat.visitorInvalid');
  if (subject.kind === 'visitor' && assistant.loginset === 1) throw needLogin('chat.loginRequired');

  let conversationId: number | undefined;
  let question = input.body.content;
  let history: TChatTurn[] = [];
  if (input.body.conversation_id !== undefined) {
    const conversation = await findOwnedConversation(db, input.body.conversation_id, subject.owner);
    if (!conversation || conversation.store_id !== store.id) throw new AppError('chat.conversationNotFound');
    conversationId = conversation.id;
    history = await historyOf(db, conversation.id, assistant.context_turns);
  }
  if (input.body.regenerate) {
    const lastQuestion = [...history].reverse().find((turn) => turn.role === 'user');
    if (!lastQuestion) throw new AppError('chat.nothingToRegenerate');
    question = lastQuestion.content;
    history = history.slice(0, history.lastIndexOf(lastQuestion));
  }

  let usage: TUsageKey[];
  let heldPoints = 0;
  if (subject.kind === 'visitor') {
    const taken = await takeVisitorUsage(context, {
      visitorId: subject.visitorId,
      ip: input.ip,
      storeId: store.id,
      freeCount: assistant.free_count,
    });
    if (!taken) throw needLogin('chat.freeUsedUp');
    usage = taken;
  } else {
    const mine = { subject: subject.usageKey, storeId: store.id, day: usageDay(nowSeconds()) };
    await takeUsage(db, mine);
    usage = [mine];
    heldPoints = assistant.score_per_message;
    if (heldPoints > 0 && !(await holdPoints(db, subject.user.id, heldPoints))) {
      await returnUsage(db, mine);
      throw new AppError('ledger.insufficientScore');
    }
  }
  return {
    assistant,
    store,
    subject,
    conversationId,
    question,
    history,
    regenerate: input.body.regenerate,
    lang: input.lang,
    usage,
    heldPoints,
  };
}
