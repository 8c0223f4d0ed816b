import type { Kysely } from 'kysely';
import { BIGINT, withId } from './helpers.js';

/** AI chat: assistants and their knowledge, visitors, conversations, messages and daily usage. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('assistant'))
    .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id').onDelete('cascade'))
    .addColumn('variant', 'varchar(10)', (col) => col.notNull())
    .addColumn('chatkey', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('system_prompt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('welcome', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('suggestions', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('provider', 'varchar(20)', (col) => col.notNull().defaultTo('default'))
    .addColumn('base_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('model', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('api_key_encrypted', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('free_count', 'integer', (col) => col.notNull().defaultTo(5))
    .addColumn('loginset', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('score_per_message', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('context_turns', 'integer', (col) => col.notNull().defaultTo(6))
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .addUniqueConstraint('assistant_store_variant', ['store_id', 'variant'])
    .execute();

  await withId(db, db.schema.createTable('knowledge'))
    .addColumn('assistant_id', 'integer', (col) =>
      col.notNull().references('assistant.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('tags', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('weigh', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('knowledge_assistant').on('knowledge').column('assistant_id').execute();

  await db.schema
    .createTable('visitor')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('ip', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('conversation'))
    .addColumn('store_id', 'integer', (col) => col.notNull().references('store.id').onDelete('cascade'))
    .addColumn('assistant_id', 'integer', (col) =>
      col.notNull().references('assistant.id').onDelete('cascade'),
    )
    .addColumn('agent_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('visitor_id', 'varchar(32)')
    .addColumn('title', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_user')
    .on('conversation')
    .columns(['user_id', 'store_id', 'update_time'])
    .execute();
  await db.schema
    .createIndex('conversation_visitor')
    .on('conversation')
    .columns(['visitor_id', 'store_id', 'update_time'])
    .execute();

  await withId(db, db.schema.createTable('message'))
    .addColumn('conversation_id', 'integer', (col) =>
      col.notNull().references('conversation.id').onDelete('cascade'),
    )
    .addColumn('role', 'varchar(10)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('done'))
    .addColumn('prompt_tokens', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completion_tokens', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cost', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rating', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('message_conversation')
    .on('message')
    .columns(['conversation_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('chat_usage'))
    .addColumn('subject', 'varchar(64)', (col) => col.notNull())
    .addColumn('store_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('chat_usage_subject_store_day', ['subject', 'store_id', 'day'])
    .execute();

  // Points promised to answers still streaming: spendable points are score minus this.
  await db.schema
    .alterTable('user')
    .addColumn('score_reserved', BIGINT, (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').dropColumn('score_reserved').execute();
  for (const table of ['chat_usage', 'message', 'conversation', 'visitor', 'knowledge', 'assistant']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
