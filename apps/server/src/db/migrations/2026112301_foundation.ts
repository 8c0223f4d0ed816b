import { type Kysely, sql } from 'kysely';
import { BIGINT, withId } from './helpers.js';

/** Site config, members, groups, menu rules, tokens and stores. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('config'))
    .addColumn('name', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('group', 'varchar(30)', (col) => col.notNull().defaultTo('basics'))
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('weigh', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('user_group'))
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('rules', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('enable'))
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('user'))
    .addColumn('group_id', 'integer', (col) => col.notNull().references('user_group.id'))
    .addColumn('username', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('nickname', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'varchar(100)', (col) => col.unique())
    .addColumn('mobile', 'varchar(20)', (col) => col.unique())
    .addColumn('avatar', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('gender', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('birthday', 'varchar(10)')
    .addColumn('money', BIGINT, (col) => col.notNull().defaultTo(0))
    .addColumn('score', BIGINT, (col) => col.notNull().defaultTo(0))
    .addColumn('last_login_time', BIGINT)
    .addColumn('last_login_ip', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('login_failure', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('join_ip', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('join_time', BIGINT, (col) => col.notNull())
    .addColumn('motto', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('password', 'varchar(255)', (col) => col.notNull())
    .addColumn('shop_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('enable'))
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .addCheckConstraint('user_money_not_negative', sql`money >= 0`)
    .addCheckConstraint('user_score_not_negative', sql`score >= 0`)
    .execute();

  await withId(db, db.schema.createTable('user_rule'))
    .addColumn('pid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('path', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('menu_type', 'varchar(20)')
    .addColumn('url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('component', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('keepalive', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('extend', 'varchar(20)', (col) => col.notNull().defaultTo('none'))
    .addColumn('no_login_valid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('weigh', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('enable'))
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_rule_pid').on('user_rule').column('pid').execute();

  await db.schema
    .createTable('token')
    .addColumn('token', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .addColumn('expire_time', BIGINT, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('token_user').on('token').columns(['user_id', 'type']).execute();

  await withId(db, db.schema.createTable('store'))
    .addColumn('storeuuid', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('logo', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('province_code', 'varchar(12)', (col) => col.notNull().defaultTo(''))
    .addColumn('city_code', 'varchar(12)', (col) => col.notNull().defaultTo(''))
    .addColumn('district_code', 'varchar(12)', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('phone', 'varchar(30)', (col) => col.notNull().defaultTo(''))
    .addColumn('hours', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('open'))
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .execute();
}

/** Forward-only in production; `down` exists for local resets. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['store', 'token', 'user_rule', 'user', 'user_group', 'config']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
