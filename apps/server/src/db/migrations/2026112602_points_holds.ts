import { type Kysely, sql } from 'kysely';
import { BIGINT, withId } from './helpers.js';

/**
 * Points held for chat answers become a row per answer with an expiry, instead of the `score_reserved`
 * counter on `user`: a hold whose process died mid-answer lapses on its own, where the counter kept those
 * points from their member for good. The counter is dropped with whatever it held: no answer of this version
 * holds points there. Answers still streaming on processes of the previous version while this runs end with an
 * error and charge nothing. The answers a dead process left 'streaming' are found by a small index of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('points_hold'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('amount', BIGINT, (col) => col.notNull())
    .addColumn('expire_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('points_hold_user_expire')
    .on('points_hold')
    .columns(['user_id', 'expire_time'])
    .execute();
  await db.schema.createIndex('points_hold_expire').on('points_hold').column('expire_time').execute();
  await db.schema.alterTable('user').dropColumn('score_reserved').execute();
  await db.schema
    .createIndex('message_streaming')
    .on('message')
    .column('update_time')
    .where(sql.ref('status'), '=', 'streaming')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('message_streaming').execute();
  await db.schema
    .alterTable('user')
    .addColumn('score_reserved', BIGINT, (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('points_hold').execute();
}
