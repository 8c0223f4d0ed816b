import { type Kysely, sql } from 'kysely';
import { BIGINT, withId } from './helpers.js';

/** The member centre: balance and points ledgers, uploaded files, and the China area tree. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of [
    ['user_money_log', 'money'],
    ['user_score_log', 'score'],
  ] as const) {
    await withId(db, db.schema.createTable(table))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('user.id').onDelete('cascade'))
      .addColumn(column, BIGINT, (col) => col.notNull())
      .addColumn('before', BIGINT, (col) => col.notNull())
      .addColumn('after', BIGINT, (col) => col.notNull())
      .addColumn('memo', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('idempotency_key', 'varchar(64)', (col) => col.unique())
      .addColumn('create_time', BIGINT, (col) => col.notNull())
      .addCheckConstraint(`${table}_after_not_negative`, sql`"after" >= 0`)
      .execute();
    await db.schema.createIndex(`${table}_user_time`).on(table).columns(['user_id', 'create_time']).execute();
  }

  await withId(db, db.schema.createTable('attachment'))
    .addColumn('topic', 'varchar(20)', (col) => col.notNull().defaultTo('default'))
    .addColumn('user_id', 'integer', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('url', 'varchar(255)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('height', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('name', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('size', BIGINT, (col) => col.notNull())
    .addColumn('mimetype', 'varchar(100)', (col) => col.notNull())
    .addColumn('suffix', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('storage', 'varchar(20)', (col) => col.notNull().defaultTo('local'))
    .addColumn('sha1', 'varchar(40)', (col) => col.notNull())
    .addColumn('quote', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_upload_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .addUniqueConstraint('attachment_topic_user_sha1', ['topic', 'user_id', 'sha1'])
    .execute();
  await db.schema.createIndex('attachment_topic_sha1').on('attachment').columns(['topic', 'sha1']).execute();

  await db.schema
    .createTable('area')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('pid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('shortname', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('code', 'varchar(12)', (col) => col.notNull().unique())
    .addColumn('lng', 'double precision')
    .addColumn('lat', 'double precision')
    .execute();
  await db.schema.createIndex('area_pid').on('area').column('pid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['area', 'attachment', 'user_score_log', 'user_money_log']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
