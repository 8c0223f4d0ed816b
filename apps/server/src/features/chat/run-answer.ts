import type { TChatEvent } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type TDb, withRelaxedSync } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import { translate } from '../../locales/index.js';
import type { TChatContext } from './context.js';
import { freeCountLeft } from './init.js';
import type { TSendPlan } from './prepare-send.js';
import type { TSourceEntry } from './providers/provider.js';
import { finishMessage, returnUsage, touchConversation, usageCount } from './repo.js';
import { storeFactsOf } from './store-facts.js';

/** Where an answer goes and what can stop it. */
export interface TAnswerIo {
  emit: (event: TChatEvent) => void;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  ip: string;
}

/** Why an answer was cut short by the server rather than by the client going away. */
export const SHUTDOWN = 'shutdown';
/**
 * The longest answer kept, in characters: far above what the model's token limit lets a compliant upstream
 * write, so it only ends one that ignores that limit before it fills the stream and the database.
 */
export const ANSWER_MAX_CHARS = 20_000;

/**
 * Streams one answer and settles it: finished answers are saved and charged in one transaction; failed or
 * stopped ones keep their partial text, charge nothing and give the counted message back.
 */
export async function runAnswer(context: TChatContext, plan: TSendPlan, io: TAnswerIo): Promise<void> {
  // Renewed while it waits for a slot too: a queued answer is as alive as a streaming one.
  context.leases.track(plan.ids.answerId, plan.hold?.id);
  try {
    const release = await context.acquireSlot(plan.subject.usageKey);
    try {
      await answer(context, plan, io);
    } finally {
      release();
    }
  } finally {
    context.leases.untrack(plan.ids.answerId);
  }
}

async function answer(context: TChatContext, plan: TSendPlan, io: TAnswerIo): Promise<void> {
  const { db } = context;
  const { ids, hold } = plan;
  io.emit({
    type: 'meta',
    conversation_id: ids.conversationId,
    message_id: ids.answerId,
    question_id: ids.questionId,
  });
  let text = '';
  let usage = { prompt_tokens: 0, completion_tokens: 0 };
  let suggestions: string[] = [];
  let unanswered = false;
  let sources: TSourceEntry[] = [];
  // Stops the provider (and its upstream request) once the answer reaches ANSWER_MAX_CHARS.
  const full = new AbortController();
  try {
    const provider = context.providerFor(plan.assistant);
    const store = storeFactsOf(plan.store, plan.lang);
    const events = provider.stream({
      systemPrompt: plan.assistant.system_prompt,
      storeName: store.name,
      lang: plan.lang,
      knowledge: await context.assistants.knowledgeOf(plan.assistant.id),
      history: plan.history,
      question: plan.question,
      store,
      signal: AbortSignal.any([io.signal, full.signal]),
    });
    for await (const event of events) {
      if (io.signal.aborted) break;
      if (event.type === 'delta') {
        // PostgreSQL text cannot hold a NUL: a model's stray one would fail the answer's save. Dropped on every
        // dialect, so the reader sees what history keeps.
        const whole = event.text.replaceAll('\u0000', '');
        const room = ANSWER_MAX_CHARS - text.length;
        // Cut where the room ends, never inside a character's two UTF-16 halves.
        const piece = whole.length <= room ? whole : whole.slice(0, room).replace(/[\uD800-\uDBFF]$/, '');
        if (piece !== '') {
          text += piece;
          io.emit({ type: 'delta', text: piece });
        }
        if (text.length >= ANSWER_MAX_CHARS) {
          full.abort();
          break;
        }
      } else if (event.type === 'suggestions') {
        suggestions = event.questions;
      } else if (event.type === 'noAnswer') {
        unanswered = true;
      } else if (event.type === 'sources') {
        sources = event.entries;
      } else {
        usage = { prompt_tokens: event.promptTokens, completion_tokens: event.completionTokens };
      }
    }
    if (io.signal.aborted) throw io.signal.reason ?? new Error('aborted');
    const time = nowSeconds();
    // A charge is the ledger's and waits for the disk (points survive a power cut); a free answer need not.
    const settle = (on: TDb) =>
      on.transaction().execute(async (trx) => {
        if (hold && plan.subject.kind === 'member') {
          await context.ledger.chargeHeldPoints(
            {
              holdId: hold.id,
              userId: plan.subject.user.id,
              amount: hold.points,
              memo: 'ledger.chatCharge',
              idempotencyKey: `chat:${ids.answerId}`,
            },
            trx,
          );
        }
        await finishMessage(trx, ids.answerId, {
          content: text,
          status: 'done',
          prompt_tokens: usage.prompt_tokens,
          completion_tokens: usage.completion_tokens,
          cost: hold?.points ?? 0,
          unanswered: unanswered ? 1 : 0,
          sources: JSON.stringify(sources),
          update_time: time,
        });
        await touchConversation(trx, ids.conversationId, time);
      });
    await (hold ? settle(db) : withRelaxedSync(db, settle));
    const sourceIds = sources.map((entry) => entry.id);
    io.emit({
      type: 'done',
      usage,
      suggestions,
      sources: sourceIds,
      unanswered,
      ...(await counters(context, plan, io.ip)),
    });
  } catch (error) {
    const stopped = io.signal.aborted && io.signal.reason !== SHUTDOWN;
    await settleUnfinished(context, plan, { answerId: ids.answerId, text, stopped });
    if (!stopped) {
      io.log.error(
        {
          err: error instanceof Error ? { message: error.message } : String(error),
          assistantId: plan.assistant.id,
        },
        'chat answer failed',
      );
      const key = io.signal.reason === SHUTDOWN ? 'chat.shutdown' : 'chat.answerFailed';
      io.emit({ type: 'error', code: 0, msg: translate(plan.lang, key) });
    }
  }
}

/**
 * Saves an answer that did not finish as stopped or failed and gives back what it held (points, counted
 * messages) in the same transaction: whoever reads the answer as ended also finds nothing of it held.
 */
async function settleUnfinished(
  context: TChatContext,
  plan: TSendPlan,
  answer: { answerId: number; text: string; stopped: boolean },
) {
  await context.db.transaction().execute(async (trx) => {
    await finishMessage(trx, answer.answerId, {
      content: answer.text,
      status: answer.stopped ? 'stopped' : 'error',
      prompt_tokens: 0,
      completion_tokens: 0,
      cost: 0,
      update_time: nowSeconds(),
    });
    if (plan.hold) await context.ledger.releasePoints(plan.hold.id, trx);
    for (const key of plan.usage) await returnUsage(trx, key);
  });
}

async function counters(context: TChatContext, plan: TSendPlan, ip: string) {
  const [first] = plan.usage;
  const usecount = first ? await usageCount(context.db, first) : 0;
  if (plan.subject.kind === 'member') return { usecount, free_count_left: null };
  const left = await freeCountLeft(context, {
    visitorId: plan.subject.visitorId,
    ip,
    storeId: plan.store.id,
    freeCount: plan.assistant.free_count,
  });
  return { usecount, free_count_left: left };
}
