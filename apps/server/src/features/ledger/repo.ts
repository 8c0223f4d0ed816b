import { sql, type Transaction } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import { pageWithTotal } from '../../db/list-page.js';
import type { Database } from '../../db/schema.js';

export type TLedgerKind = 'money' | 'score';
const LOG_TABLE = { money: 'user_money_log', score: 'user_score_log' } as const;

/**
 * Adds `amount` to the balance only when the result stays at or above zero, in one statement: the row is
 * locked by the update itself on both databases, so concurrent changes queue instead of racing.
 */
export async function applyChange(
  db: TQueryable,
  kind: TLedgerKind,
  userId: number,
  amount: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('user')
    .set({ [kind]: sql`${sql.ref(kind)} + ${amount}` })
    .where('id', '=', userId)
    .where(sql<boolean>`${sql.ref(kind)} + ${amount} >= 0`)
    .returning(kind)
    .executeTakeFirst();
  return row ? Number(row[kind]) : undefined;
}

export async function insertLog(
  db: TQueryable,
  kind: TLedgerKind,
  row: {
    user_id: number;
    amount: number;
    before: number;
    after: number;
    memo: string;
    key: string | null;
    time: number;
  },
): Promise<void> {
  const values = {
    user_id: row.user_id,
    before: row.before,
    after: row.after,
    memo: row.memo,
    idempotency_key: row.key,
    create_time: row.time,
  };
  if (kind === 'money') {
    await db
      .insertInto('user_money_log')
      .values({ ...values, money: row.amount })
      .execute();
  } else {
    await db
      .insertInto('user_score_log')
      .values({ ...values, score: row.amount })
      .execute();
  }
}

export function findLogByKey(db: TQueryable, kind: TLedgerKind, key: string) {
  return db
    .selectFrom(LOG_TABLE[kind])
    .select(['user_id', 'before', 'after'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A page of one member's log, newest first, with the total count. */
export async function listLogs(db: TDb, kind: TLedgerKind, userId: number, page: number, limit: number) {
  const base = db.selectFrom(LOG_TABLE[kind]).where('user_id', '=', userId);
  const amount = kind === 'money' ? 'money as amount' : 'score as amount';
  return pageWithTotal(
    base,
    (list) => list.select(['id', amount, 'before', 'after', 'memo', 'create_time']).orderBy('id', 'desc'),
    { page, limit },
  );
}

/** Net change per day since `since`, days counted in a fixed UTC offset (seconds). */
export async function sumByDay(
  db: TDb,
  kind: TLedgerKind,
  userId: number,
  since: number,
  offsetSeconds: number,
) {
  const column = kind === 'money' ? 'money' : 'score';
  // Literal integers keep this integer division on both databases and identical in SELECT and GROUP BY.
  const day = sql<number>`(create_time + ${sql.lit(Math.trunc(offsetSeconds))}) / 86400`;
  const rows = await db
    .selectFrom(LOG_TABLE[kind])
    .select([day.as('day'), sql<number>`sum(${sql.ref(column)})`.as('total')])
    .where('user_id', '=', userId)
    .where('create_time', '>=', since)
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [Number(row.day), Number(row.total)]));
}

/**
 * Holds `amount` points until `expireTime` when the member's score minus their holds alive at `now` covers it;
 * the hold's id, or undefined when it does not. Locks the member's row first (an update that changes nothing)
 * and must run in a transaction: concurrent holds of one member then queue on the row, and each sees the
 * holds committed before it.
 */
export async function insertHold(
  trx: Transaction<Database>,
  hold: { userId: number; amount: number; now: number; expireTime: number },
): Promise<number | undefined> {
  const member = await trx
    .updateTable('user')
    .set({ score: sql`score` })
    .where('id', '=', hold.userId)
    .returning('score')
    .executeTakeFirst();
  if (!member) return undefined;
  const { held } = await trx
    .selectFrom('points_hold')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('held'))
    .where('user_id', '=', hold.userId)
    .where('expire_time', '>', hold.now)
    .executeTakeFirstOrThrow();
  if (Number(member.score) - Number(held) < hold.amount) return undefined;
  const row = await trx
    .insertInto('points_hold')
    .values({
      user_id: hold.userId,
      amount: hold.amount,
      expire_time: hold.expireTime,
      create_time: hold.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Removes a hold (its answer was charged or ended unpaid); true when it was still there. */
export async function deleteHold(db: TQueryable, id: number): Promise<boolean> {
  const result = await db.deleteFrom('points_hold').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Moves the expiry of holds whose answers are still alive. */
export async function renewHolds(db: TQueryable, ids: number[], expireTime: number): Promise<void> {
  if (ids.length > 0) {
    await db.updateTable('points_hold').set({ expire_time: expireTime }).where('id', 'in', ids).execute();
  }
}

/** Deletes the holds that expired by `now` (no process renews them: their answers died); how many. */
export async function deleteExpiredHolds(db: TQueryable, now: number): Promise<number> {
  const result = await db.deleteFrom('points_hold').where('expire_time', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
