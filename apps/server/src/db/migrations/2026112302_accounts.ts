import type { Kysely } from 'kysely';
import { BIGINT, withId } from './helpers.js';

/**
 * Accounts: tokens grouped by login (so refresh rotation can revoke one login), click captchas and verification
 * codes (hashed, with expiry and wrong-answer counts), and the outbox of messages the log drivers "send".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('token')
    .addColumn('login_id', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('token').addColumn('used_time', BIGINT).execute();
  await db.schema.createIndex('token_login').on('token').column('login_id').execute();

  await db.schema
    .createTable('captcha')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .addColumn('expire_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('captcha_expire').on('captcha').column('expire_time').execute();

  await withId(db, db.schema.createTable('verification_code'))
    .addColumn('event', 'varchar(30)', (col) => col.notNull())
    .addColumn('address', 'varchar(100)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .addColumn('expire_time', BIGINT, (col) => col.notNull())
    .addUniqueConstraint('verification_code_address_event', ['address', 'event'])
    .execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'varchar(10)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(100)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'verification_code', 'captcha']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('token_login').ifExists().execute();
  await db.schema.alterTable('token').dropColumn('used_time').execute();
  await db.schema.alterTable('token').dropColumn('login_id').execute();
}
