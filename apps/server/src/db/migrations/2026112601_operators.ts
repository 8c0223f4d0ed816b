import type { Kysely } from 'kysely';
import { BIGINT, withId } from './helpers.js';

/**
 * The operator console: operators apart from members (their own table, roles `owner` and `editor`), their tokens
 * (the columns of `token`, keyed to `admin`), and the log of every change they make.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('admin'))
    .addColumn('username', 'varchar(30)', (col) => col.notNull().unique())
    .addColumn('nickname', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('password', 'varchar(255)', (col) => col.notNull())
    .addColumn('role', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('enable'))
    .addColumn('login_failure', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_login_time', BIGINT)
    .addColumn('last_login_ip', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('admin_token')
    .addColumn('token', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('admin.id').onDelete('cascade'))
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .addColumn('expire_time', BIGINT, (col) => col.notNull())
    .addColumn('login_id', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('used_time', BIGINT)
    .execute();
  await db.schema.createIndex('admin_token_login').on('admin_token').column('login_id').execute();
  await db.schema.createIndex('admin_token_user').on('admin_token').columns(['user_id', 'type']).execute();

  await withId(db, db.schema.createTable('admin_log'))
    .addColumn('admin_id', 'integer', (col) => col.notNull())
    .addColumn('username', 'varchar(30)', (col) => col.notNull())
    .addColumn('action', 'varchar(60)', (col) => col.notNull())
    .addColumn('target', 'varchar(30)', (col) => col.notNull().defaultTo(''))
    .addColumn('target_id', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('before', 'text', (col) => col.notNull().defaultTo('null'))
    .addColumn('after', 'text', (col) => col.notNull().defaultTo('null'))
    .addColumn('ip', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('useragent', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('admin_log_time').on('admin_log').column('create_time').execute();
  await db.schema.createIndex('admin_log_admin').on('admin_log').columns(['admin_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_log').ifExists().execute();
  await db.schema.dropTable('admin_token').ifExists().execute();
  await db.schema.dropTable('admin').ifExists().execute();
}
