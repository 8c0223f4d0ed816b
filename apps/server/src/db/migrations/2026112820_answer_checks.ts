import type { Kysely } from 'kysely';
import { BIGINT, withId } from './helpers.js';

/**
 * The answer checks a store's assistant is measured with before each publish (`assistant_check`: paraphrases,
 * questions once unanswered, refusal cases; each entry's own question is a check without a row), and the
 * figures its published assistant had when it was published (`assistant.evaluation`, JSON, '' before its first
 * publish), which the console's dashboard reads instead of measuring again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('assistant_check'))
    .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('entry_lang', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('entry_question', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('assistant_check_store').on('assistant_check').column('store_id').execute();
  await db.schema
    .alterTable('assistant')
    .addColumn('evaluation', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assistant').dropColumn('evaluation').execute();
  await db.schema.dropTable('assistant_check').execute();
}
