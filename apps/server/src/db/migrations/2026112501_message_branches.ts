import { type Kysely, sql } from 'kysely';

/**
 * Edited questions keep the answers they replaced: every message points at the one it follows (`parent_id`: a
 * question at the answer before it, an answer at its question), and `active` marks the path the conversation
 * shows. Messages written before this follow the one before them, and all of them are on the shown path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message').addColumn('parent_id', 'integer').execute();
  await db.schema
    .alterTable('message')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`
    update message set parent_id = (
      select max(earlier.id) from message earlier
      where earlier.conversation_id = message.conversation_id and earlier.id < message.id
    )`.execute(db);
  await db.schema.dropIndex('message_conversation').execute();
  await db.schema
    .createIndex('message_conversation_active')
    .on('message')
    .columns(['conversation_id', 'active', 'id'])
    .execute();
  await db.schema
    .createIndex('message_parent')
    .on('message')
    .columns(['conversation_id', 'parent_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('message_parent').execute();
  await db.schema.dropIndex('message_conversation_active').execute();
  await db.schema
    .createIndex('message_conversation')
    .on('message')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema.alterTable('message').dropColumn('active').execute();
  await db.schema.alterTable('message').dropColumn('parent_id').execute();
}
