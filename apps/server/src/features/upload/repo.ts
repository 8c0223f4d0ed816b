import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { AttachmentTable } from '../../db/schema.js';

/** One member's upload of some content (one row per member, topic and content). */
export type TAttachmentRow = Selectable<AttachmentTable>;

/** The stored file with these bytes in a topic that `userId` uploaded (null: an operator, who is no member). */
export function findByHash(
  db: TDb,
  topic: string,
  sha1: string,
  userId: number | null,
): Promise<TAttachmentRow | undefined> {
  return db
    .selectFrom('attachment')
    .selectAll()
    .where('topic', '=', topic)
    .where('sha1', '=', sha1)
    .where('user_id', userId === null ? 'is' : '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one more upload of an already stored file. */
export async function countReupload(db: TDb, id: number, time: number): Promise<void> {
  await db
    .updateTable('attachment')
    .set((eb) => ({ quote: eb('quote', '+', 1), last_upload_time: time }))
    .where('id', '=', id)
    .execute();
}

/**
 * Records a member's upload. When a concurrent upload of the same bytes by the same member won the race, its
 * row gets the count and comes back instead (the caller then drops its own copy).
 */
export function insertOrCount(db: TDb, row: Insertable<AttachmentTable>): Promise<TAttachmentRow> {
  return db
    .insertInto('attachment')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['topic', 'user_id', 'sha1']).doUpdateSet((eb) => ({
        quote: eb('attachment.quote', '+', 1),
        last_upload_time: eb.ref('excluded.last_upload_time'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
