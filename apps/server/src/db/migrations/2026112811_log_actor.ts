import type { Kysely } from 'kysely';

/**
 * The operator log also holds what store owners change in My store (their store, assistant, publishes and
 * knowledge reach the public): `actor` says whose id `admin_id` is, an operator's or a member's. Rows from
 * before are all operators'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admin_log')
    .addColumn('actor', 'varchar(10)', (col) => col.notNull().defaultTo('operator'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_log').dropColumn('actor').execute();
}
