import type { Kysely } from 'kysely';
import { BIGINT, withId } from './helpers.js';

/**
 * Talking to the store (issue 31): a conversation handed over to the store's people (`handoff`: its state, the
 * contact the visitor left, when the store first replied), and the messages of that talk in `message` beside
 * the assistant's turns: the store's replies with the role `store` and their writer (`author`), and every
 * message of a handoff tied to it (`handoff_id`). Messages written before this belong to no handoff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('handoff'))
    .addColumn('conversation_id', 'integer', (col) =>
      col.notNull().references('conversation.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id').onDelete('cascade'))
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('closed_by', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('name', 'varchar(60)', (col) => col.notNull().defaultTo(''))
    .addColumn('contact', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('first_reply_time', BIGINT)
    .addColumn('close_time', BIGINT)
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('handoff_store')
    .on('handoff')
    .columns(['store_id', 'state', 'update_time'])
    .execute();
  await db.schema
    .createIndex('handoff_conversation')
    .on('handoff')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema.alterTable('message').addColumn('handoff_id', 'integer').execute();
  await db.schema
    .alterTable('message')
    .addColumn('author', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message').dropColumn('author').execute();
  await db.schema.alterTable('message').dropColumn('handoff_id').execute();
  await db.schema.dropTable('handoff').execute();
}
