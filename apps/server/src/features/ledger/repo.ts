import { sql } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';

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
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        kind === 'money' ? 'money as amount' : 'score as amount',
        'before',
        'after',
        'memo',
        'create_time',
      ])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
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

/** Holds points for an answer still streaming, only if the spendable points (score minus holds) cover it. */
export async function holdScore(db: TQueryable, userId: number, amount: number): Promise<boolean> {
  const result = await db
    .updateTable('user')
    .set({ score_reserved: sql`score_reserved + ${amount}` })
    .where('id', '=', userId)
    .where(sql<boolean>`score - score_reserved >= ${amount}`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseScore(db: TQueryable, userId: number, amount: number): Promise<void> {
  await db
    .updateTable('user')
    .set({ score_reserved: sql`score_reserved - ${amount}` })
    .where('id', '=', userId)
    .where('score_reserved', '>=', amount)
    .execute();
}
