import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { OutboxTable, VerificationCodeTable } from '../../db/schema.js';

export type TCodeRow = Selectable<VerificationCodeTable>;

export function findCode(db: TDb, address: string, event: string): Promise<TCodeRow | undefined> {
  return db
    .selectFrom('verification_code')
    .selectAll()
    .where('address', '=', address)
    .where('event', '=', event)
    .executeTakeFirst();
}

/** Clears the way for a new code: an older one for the address and event, sent before `sentBefore`. */
export async function deleteStaleCode(db: TDb, address: string, event: string, sentBefore: number) {
  await db
    .deleteFrom('verification_code')
    .where('address', '=', address)
    .where('event', '=', event)
    .where('create_time', '<=', sentBefore)
    .execute();
}

/** Inserts the code; false when one for the same address and event exists (sent within the resend wait). */
export async function insertCode(db: TDb, row: Omit<TCodeRow, 'id' | 'attempts'>): Promise<boolean> {
  const result = await db
    .insertInto('verification_code')
    .values(row)
    .onConflict((oc) => oc.columns(['address', 'event']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Spends one try before the comparison, so concurrent guesses cannot share one try. */
export async function spendTry(db: TDb, id: number, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the code; false when a concurrent request used it first. */
export async function deleteCode(db: TDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('verification_code').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteExpiredCodes(db: TDb, now: number): Promise<void> {
  await db.deleteFrom('verification_code').where('expire_time', '<', now).execute();
}

/** Keeps a mail or SMS that no service delivers, where a developer or a test reads it. */
export async function insertOutbox(db: TDb, row: Omit<Insertable<OutboxTable>, 'id'>): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}
