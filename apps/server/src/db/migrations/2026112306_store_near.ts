import { type Kysely, sql } from 'kysely';
import { NEAR_INDEX, NEAR_INDEX_COLUMNS } from '../../features/stores/near-index.js';
import { HAVERSINE_FUNCTION } from './2026112305_discovery.js';
import { isPostgres } from './helpers.js';

/**
 * Nearest-store search reads latitude bands of one index that also holds each store's unit vector, so it
 * ranks candidates from the index alone and seeks only the bounding box (see `near-index.ts`). It replaces
 * the (lat, lng, status) index, whose latitude range spans every longitude, and the SQL haversine function
 * PostgreSQL had for the old search (SQLite's was registered per connection and is gone with it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('store_lat_lng').ifExists().execute();
  await sql`create index ${sql.id(NEAR_INDEX.name)} on store (${sql.raw(NEAR_INDEX_COLUMNS.join(', '))})`.execute(
    db,
  );
  if (isPostgres(db)) await sql`drop function if exists haversine_km`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(NEAR_INDEX.name).ifExists().execute();
  await db.schema.createIndex('store_lat_lng').on('store').columns(['lat', 'lng', 'status']).execute();
  if (isPostgres(db)) await HAVERSINE_FUNCTION.execute(db);
}
