import type { Kysely } from 'kysely';

/**
 * A knowledge entry can be disabled (`status` 'disable'): it stays in the draft, and is published with it, but
 * no answer and no answer check uses it, until it is enabled again. Entries written before this are enabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('knowledge')
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('enable'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('knowledge').dropColumn('status').execute();
}
