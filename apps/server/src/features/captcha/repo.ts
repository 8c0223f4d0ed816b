import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { CaptchaTable } from '../../db/schema.js';

export type TCaptchaRow = Selectable<CaptchaTable>;

export function findCaptcha(db: TDb, key: string): Promise<TCaptchaRow | undefined> {
  return db.selectFrom('captcha').selectAll().where('key', '=', key).executeTakeFirst();
}

/** A new captcha for a key replaces the old one, wrong answers included. */
export async function upsertCaptcha(
  db: TDb,
  row: { key: string; answer: string; create_time: number; expire_time: number },
): Promise<void> {
  await db
    .insertInto('captcha')
    .values({ ...row, attempts: 0 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        answer: row.answer,
        attempts: 0,
        create_time: row.create_time,
        expire_time: row.expire_time,
      }),
    )
    .execute();
}

export async function deleteExpiredCaptchas(db: TDb, now: number): Promise<void> {
  await db.deleteFrom('captcha').where('expire_time', '<=', now).execute();
}

export async function deleteCaptcha(db: TDb, key: string): Promise<void> {
  await db.deleteFrom('captcha').where('key', '=', key).execute();
}

/**
 * Deletes a live captcha and says whether this call did it, so of two concurrent checks only one can
 * consume it.
 */
export async function consumeCaptcha(db: TDb, key: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .deleteFrom('captcha')
    .where('key', '=', key)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Counts a wrong answer in one statement (no read-modify-write for concurrent answers to race) and deletes
 * the captcha once it has reached `maxAttempts`.
 */
export async function recordWrongAnswer(db: TDb, key: string, maxAttempts: number): Promise<void> {
  await db
    .updateTable('captcha')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('key', '=', key)
    .execute();
  await db.deleteFrom('captcha').where('key', '=', key).where('attempts', '>=', maxAttempts).execute();
}
