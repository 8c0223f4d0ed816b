import { sql } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';

/** Usage days follow China Standard Time (UTC+8), like the member overview: yyyymmdd as a number. */
export function usageDay(nowSeconds: number): number {
  return Number(new Date((nowSeconds + 8 * 3600) * 1000).toISOString().slice(0, 10).replaceAll('-', ''));
}

/**
 * Counts one message for a subject if it stays within `limit` (no limit when undefined), in one statement,
 * so concurrent sends can never pass the limit together. True when counted.
 */
export async function takeUsage(
  db: TQueryable,
  key: { subject: string; storeId: number; day: number },
  limit?: number,
): Promise<boolean> {
  if (limit !== undefined && limit <= 0) return false;
  const row = await db
    .insertInto('chat_usage')
    .values({ subject: key.subject, store_id: key.storeId, day: key.day, count: 1 })
    .onConflict((oc) => {
      const update = oc
        .columns(['subject', 'store_id', 'day'])
        .doUpdateSet({ count: sql`chat_usage.count + 1` });
      return limit === undefined ? update : update.where('chat_usage.count', '<', limit);
    })
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a message back (an answer that failed or was stopped is not counted). */
export async function returnUsage(db: TQueryable, key: { subject: string; storeId: number; day: number }) {
  await db
    .updateTable('chat_usage')
    .set({ count: sql`count - 1` })
    .where('subject', '=', key.subject)
    .where('store_id', '=', key.storeId)
    .where('day', '=', key.day)
    .where('count', '>', 0)
    .execute();
}

export async function usageCount(db: TDb, key: { subject: string; storeId: number; day: number }) {
  const row = await db
    .selectFrom('chat_usage')
    .select('count')
    .where('subject', '=', key.subject)
    .where('store_id', '=', key.storeId)
    .where('day', '=', key.day)
    .executeTakeFirst();
  return row?.count ?? 0;
}
