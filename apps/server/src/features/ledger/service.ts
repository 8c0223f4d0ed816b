import type { Transaction } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import {
  applyChange,
  deleteExpiredHolds,
  deleteHold,
  findLogByKey,
  insertHold,
  insertLog,
  listLogs,
  renewHolds,
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
     * Sets points aside for work not finished yet (a chat answer streaming) until `expireTime`, so concurrent
     * requests cannot promise the same points twice: the hold's id, or undefined when the points not held
     * already do not cover it. The caller renews the hold while its work lives (`renewHolds`); a hold whose
     * caller died lapses at its expiry. Pass `trx` to hold inside the caller's transaction.
     */
    holdPoints(
      userId: number,
      amount: number,
      expireTime: number,
      trx?: Transaction<Database>,
    ): Promise<number | undefined> {
      const hold = { userId, amount, now: nowSeconds(), expireTime };
      return trx ? insertHold(trx, hold) : db.transaction().execute((own) => insertHold(own, hold));
    },

    /** Gives held points back unspent (the answer failed or was stopped). */
    releasePoints: async (holdId: number, trx?: TQueryable): Promise<void> => {
      await deleteHold(trx ?? db, holdId);
    },

    /**
     * Turns held points into a charge with its log row, inside the caller's transaction. A hold that lapsed
     * meanwhile still charges, when the points are there.
     */
    async chargeHeldPoints(
      charge: { holdId: number; userId: number; amount: number; memo: string; idempotencyKey: string },
      trx: Transaction<Database>,
    ): Promise<TLedgerResult> {
      await deleteHold(trx, charge.holdId);
      const { userId, memo, idempotencyKey } = charge;
      return changeBalance({ userId, kind: 'score', amount: -charge.amount, memo, idempotencyKey }, trx);
    },

    /** Keeps the holds of work still alive until `expireTime`. */
    renewHolds: (holdIds: number[], expireTime: number): Promise<void> => renewHolds(db, holdIds, expireTime),

    /** Deletes the holds past their expiry: their work died without settling. How many went. */
    sweepExpiredHolds: (): Promise<number> => deleteExpiredHolds(db, nowSeconds()),

    /** A page of one member's log of `kind`, newest first, with the total count. */
    history: (kind: TLedgerKind, userId: number, page: number, limit: number) =>
      listLogs(db, kind, userId, page, limit),

    /** The net change of `kind` per day since `since`, days counted in a fixed UTC offset (seconds). */
    dailyTotals: (kind: TLedgerKind, userId: number, since: number, offsetSeconds: number) =>
      sumByDay(db, kind, userId, since, offsetSeconds),
  };
}

export type TLedgerService = ReturnType<typeof createLedgerService>;
