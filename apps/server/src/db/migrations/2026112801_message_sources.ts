import type { Kysely } from 'kysely';

/**
 * An answer remembers the knowledge entries it was given from (`sources`: a JSON list of
 * `{ id, lang, question }`), so the visitor sees where it came from and the store's owner can open those
 * entries. The question is kept beside the id because publishing gives the published entries new ids; the
 * owner's view finds the draft entry by it. Answers written before this used no recorded entries: '[]'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('message')
    .addColumn('sources', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message').dropColumn('sources').execute();
}
