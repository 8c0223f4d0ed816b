import { type Kysely, sql } from 'kysely';
import { HAVERSINE_FUNCTION } from './2026112305_discovery.js';
import { isPostgres } from './helpers.js';

/**
 * The near index as this migration builds it: latitude band (1/20 degree), the bounding box's longitude and
 * latitude, the status, then the store's point as a unit vector. A frozen copy: nearest-store search must
 * spell these expressions exactly as the index holds them (or the databases compute them per row instead of
 * reading them from the index), and the architecture test fails when the search's copy differs.
 */
export const STORE_NEAR_INDEX = {
  name: 'store_near',
  columns: [
    '(floor(lat * 20))',
    'lng',
    'lat',
    'status',
    '(cos(radians(lat)) * cos(radians(lng)))',
    '(cos(radians(lat)) * sin(radians(lng)))',
    '(sin(radians(lat)))',
  ],
} as const;

/**
 * Nearest-store search reads latitude bands of one index that also holds each store's unit vector, so it
 * ranks candidates from the index alone and seeks only the bounding box. It replaces the (lat, lng, status)
 * index, whose latitude range spans every longitude, and the SQL haversine function PostgreSQL had for the
 * old search (SQLite's was registered per connection and is gone with it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('store_lat_lng').ifExists().execute();
  await sql`create index ${sql.id(STORE_NEAR_INDEX.name)} on store (${sql.raw(STORE_NEAR_INDEX.columns.join(', '))})`.execute(
    db,
  );
  if (isPostgres(db)) await sql`drop function if exists haversine_km`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(STORE_NEAR_INDEX.name).ifExists().execute();
  await db.schema.createIndex('store_lat_lng').on('store').columns(['lat', 'lng', 'status']).execute();
  if (isPostgres(db)) await HAVERSINE_FUNCTION.execute(db);
}
