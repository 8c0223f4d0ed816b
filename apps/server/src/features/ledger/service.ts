import type { Transaction } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import {
  applyChange,
  findLogByKey,
  holdScore,
  insertLog,
  listLogs,
  releaseScore,
  sumByDay,
  type TLedgerKind,
} from './repo.js';

export interface TLedgerChange {
  userId: number;
  kind: TLedgerKind;
  /** Signed: cents for money, points for score. */
  amount: number;
  memo: string;
  /** A caller that may retry passes the same key; the change then happens at most once. */
  idempotencyKey?: string;
}

export interface TLedgerResult {
  before: number;
  after: number;
  /** False when this key was applied before: nothing changed now. */
  applied: boolean;
}

async function applyInside(trx: Transaction<Database>, change: TLedgerChange, key: string | null) {
  const after = await applyChange(trx, change.kind, change.userId, change.amount);
  if (after === undefined) {
    throw new AppError(change.kind === 'money' ? 'ledger.insufficientMoney' : 'ledger.insufficientScore');
  }
  const before = after - change.amount;
  await insertLog(trx, change.kind, {
    user_id: change.userId,
    amount: change.amount,
    before,
    after,
    memo: change.memo,
    key,
    time: nowSeconds(),
  });
  return { before, after, applied: true };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  /unique|duplicate key/i.test(`${error.message} ${String((error as { code?: unknown }).code)}`);

/** Members' balances and points: the only code that changes them, each change with its log row. */
export function createLedgerService({ db }: { db: TDb }) {
  /**
   * Changes a balance: the update and its log row (before, after, signed change, memo) are written in one
   * transaction; the balance never goes below zero; a repeated idempotency key changes nothing. Pass `trx`
   * to join a caller's transaction (a chat reply and its charge are saved together); a failure then rolls
   * back the caller's work too.
   */
  async function changeBalance(change: TLedgerChange, trx?: Transaction<Database>): Promise<TLedgerResult> {
    if (!Number.isSafeInteger(change.amount)) throw new Error('ledger amounts are whole cents or points');
    const key = change.idempotencyKey ?? null;
    if (key) {
      const done = await findLogByKey(trx ?? db, change.kind, key);
      if (done) return { before: Number(done.before), after: Number(done.after), applied: false };
    }
    if (trx) return applyInside(trx, change, key);
    try {
      return await db.transaction().execute((own) => applyInside(own, change, key));
    } catch (error) {
      // Two requests with one key raced: the loser's transaction rolled back; answer with the winner's row.
      if (key && isUniqueViolation(error)) {
        const done = await findLogByKey(db, change.kind, key);
        if (done) return { before: Number(done.before), after: Number(done.after), applied: false };
      }
      throw error;
    }
  }

  return {
    changeBalance,

    /**
     * Sets points aside for work not finished yet (a chat answer streaming), so concurrent requests cannot
     * promise the same points twice. False when the spendable points do not cover it. Pass `trx` to hold
     * inside the caller's transaction.
     */
    holdPoints: (userId: number, amount: number, trx?: TQueryable): Promise<boolean> =>
      holdScore(trx ?? db, userId, amount),

    /** Gives held points back unspent (the answer failed or was stopped). */
    releasePoints: (userId: number, amount: number, trx?: TQueryable): Promise<void> =>
      releaseScore(trx ?? db, userId, amount),

    /** Turns held points into a charge with its log row, inside the caller's transaction. */
    async chargeHeldPoints(
      charge: { userId: number; amount: number; memo: string; idempotencyKey: string },
      trx: Transaction<Database>,
    ): Promise<TLedgerResult> {
      await releaseScore(trx, charge.userId, charge.amount);
      return changeBalance({ ...charge, kind: 'score', amount: -charge.amount }, trx);
    },

    /** A page of one member's log of `kind`, newest first, with the total count. */
    history: (kind: TLedgerKind, userId: number, page: number, limit: number) =>
      listLogs(db, kind, userId, page, limit),

    /** The net change of `kind` per day since `since`, days counted in a fixed UTC offset (seconds). */
    dailyTotals: (kind: TLedgerKind, userId: number, since: number, offsetSeconds: number) =>
      sumByDay(db, kind, userId, since, offsetSeconds),
  };
}

export type TLedgerService = ReturnType<typeof createLedgerService>;
