import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import type { TLedgerService } from '../ledger/index.js';
import { failAbandonedAnswers, touchStreamingAnswers } from './repo.js';

/**
 * What tells a live answer from one whose process died: every answer this process is writing (queued for a
 * stream slot or streaming) renews, every third of `leaseSeconds`, its 'streaming' message and the points held
 * for it for another lease. No process renews a dead one, so the same tick, run by every process, finds it:
 * holds past their expiry are deleted (the member can spend those points again) and answers untouched for a
 * lease are marked as errors. Nothing is swept at start-up as such: other processes may still be streaming.
 */
export function createAnswerLeases(options: {
  db: TDb;
  ledger: TLedgerService;
  leaseSeconds: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const { db, ledger, leaseSeconds, log } = options;
  /** Each live answer's message id, with the id of the points held for it. */
  const live = new Map<number, number | undefined>();
  let running: Promise<void> | undefined;

  async function renewAndSweep() {
    const now = nowSeconds();
    await ledger.renewHolds(
      [...live.values()].filter((id) => id !== undefined),
      now + leaseSeconds,
    );
    await touchStreamingAnswers(db, [...live.keys()], now);
    const holds = await ledger.sweepExpiredHolds();
    const answers = await failAbandonedAnswers(db, now - leaseSeconds);
    if (holds + answers > 0) log.info({ holds, answers }, 'chat: swept what answers of dead processes left');
  }

  const tick = () => {
    // A tick that outlasts the interval (a slow database) is not stacked with another.
    running ??= renewAndSweep()
      .catch((error: unknown) =>
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'chat: lease renewal failed',
        ),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, (leaseSeconds * 1000) / 3);
  timer.unref();
  tick();

  return {
    /** When a hold or answer taken now lapses unless renewed. */
    expireTime: () => nowSeconds() + leaseSeconds,
    /** From now on, this process renews the answer and its hold. */
    track: (answerId: number, holdId: number | undefined) => live.set(answerId, holdId),
    /** The answer was settled (or given back): nothing left to renew. */
    untrack: (answerId: number) => live.delete(answerId),
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}

export type TAnswerLeases = ReturnType<typeof createAnswerLeases>;
