import { type Kysely, sql } from 'kysely';
import { BIGINT, isPostgres, withId } from './helpers.js';

/**
 * The haversine distance in km, the same as the function SQLite connections register when opened. Plain SQL
 * without STRICT, so the planner inlines it; NULL coordinates give NULL instead of a distance.
 */
export const HAVERSINE_FUNCTION = sql`
  create or replace function haversine_km(
    lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision
  ) returns double precision language sql immutable parallel safe as $$
    select case when lat1 is null or lng1 is null or lat2 is null or lng2 is null then null else
      2 * 6371.0088 * asin(least(1.0, sqrt(
        power(sin(radians(lat2 - lat1) / 2), 2)
        + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)
      ))) end
  $$`;

/** Discovery: indexes for the store listings and the articles of the help centre, guides, examples and docs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Nearest-store search prefilters a latitude band (range on the first column) and checks longitude and
  // status inside the same index entries, on SQLite and PostgreSQL alike: candidates are ranked from the index
  // alone, and only the nearest few rows are read.
  await db.schema.createIndex('store_lat_lng').on('store').columns(['lat', 'lng', 'status']).execute();
  await db.schema.createIndex('store_province').on('store').column('province_code').execute();
  await db.schema.createIndex('store_city').on('store').column('city_code').execute();
  await db.schema.createIndex('store_district').on('store').column('district_code').execute();
  await db.schema.createIndex('store_featured').on('store').columns(['featured', 'create_time']).execute();
  if (isPostgres(db)) await HAVERSINE_FUNCTION.execute(db);

  await withId(db, db.schema.createTable('content'))
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    // The article's number within its type (`/examples/1`, `/guideintro/1`): the same for every language.
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('summary', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('markdown', 'text', (col) => col.notNull())
    .addColumn('extra', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('weigh', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('enable'))
    .addColumn('update_time', BIGINT, (col) => col.notNull())
    .addColumn('create_time', BIGINT, (col) => col.notNull())
    .addUniqueConstraint('content_type_name_lang', ['type', 'name', 'lang'])
    .addUniqueConstraint('content_type_number_lang', ['type', 'number', 'lang'])
    .execute();
  await db.schema.createIndex('content_list').on('content').columns(['type', 'lang', 'weigh']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content').ifExists().execute();
  if (isPostgres(db)) await sql`drop function if exists haversine_km`.execute(db);
  for (const index of ['store_featured', 'store_district', 'store_city', 'store_province', 'store_lat_lng']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
