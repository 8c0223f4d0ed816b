import type { Generated, Kysely } from 'kysely';
import { BIGINT, withId } from './helpers.js';

/**
 * Talking to the store (issue 31): a conversation handed over to the store's people (`handoff`: its state, the
 * contact the visitor left, when the store first replied), and the messages of that talk in `message` beside
 * the assistant's turns: the store's replies with the role `store` and their writer (`author`), and every
 * message of a handoff tied to it (`handoff_id`). Messages written before this belong to no handoff. A
 * database whose member centre has the "My store" menu gets its inbox page in it (a new one gets it from the
 * seed, which runs after the migrations).
 */
/** The inbox's menu entry, as `cli/seed/shop-menu.ts` seeds it (copied: migrations are frozen). */
const INBOX_RULE = {
  type: 'menu',
  title: JSON.stringify({ 'zh-cn': '顾客消息', en: 'Inbox' }),
  name: 'shop/inbox',
  path: 'shop/inbox',
  icon: 'MessageOutlined',
  menu_type: 'tab',
  weigh: 5,
};

interface TRuleRow {
  id: Generated<number>;
  pid: number;
  type: string;
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: string;
  weigh: number;
  update_time: number;
  create_time: number;
}

async function addInboxMenu(db: Kysely<unknown>): Promise<void> {
  const rules = db as unknown as Kysely<{ user_rule: TRuleRow }>;
  const shop = await rules
    .selectFrom('user_rule')
    .select('id')
    .where('name', '=', 'shop')
    .where('type', '=', 'menu_dir')
    .executeTakeFirst();
  const inbox = await rules
    .selectFrom('user_rule')
    .select('id')
    .where('name', '=', INBOX_RULE.name)
    .executeTakeFirst();
  if (!shop || inbox) return;
  const now = Math.floor(Date.now() / 1000);
  await rules
    .insertInto('user_rule')
    .values({ ...INBOX_RULE, pid: shop.id, update_time: now, create_time: now })
    .execute();
}

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
  await addInboxMenu(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const rules = db as unknown as Kysely<{ user_rule: TRuleRow }>;
  await rules.deleteFrom('user_rule').where('name', '=', INBOX_RULE.name).execute();
  await db.schema.alterTable('message').dropColumn('author').execute();
  await db.schema.alterTable('message').dropColumn('handoff_id').execute();
  await db.schema.dropTable('handoff').execute();
}
