import type { Kysely } from 'kysely';

/**
 * An answer remembers whether the assistant had no answer to its question (`unanswered` 1: the builtin
 * engine found nothing in the knowledge that answers it), so operators and store owners can find those
 * questions without matching reply texts. Answers written before this count as answered. The dashboard reads
 * messages by the day they were sent, hence the index on their time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('message')
    .addColumn('unanswered', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('message_created').on('message').column('create_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('message_created').execute();
  await db.schema.alterTable('message').dropColumn('unanswered').execute();
}
