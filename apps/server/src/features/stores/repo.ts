import { STORE_STATUSES } from '@storefront/shared';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TBoundingBox } from '../../lib/geo.js';

/** The columns a store card is built from. */
const CARD_COLUMNS = [
  'store.id',
  'store.storeuuid',
  'store.name',
  'store.logo',
  'store.address',
  'store.province_code',
  'store.city_code',
  'store.district_code',
  'store.phone',
  'store.hours',
  'store.description',
  'store.status',
  'store.lat',
  'store.lng',
  'store.featured',
] as const;

/** Statuses the public listings show; anything else an operator may add later stays hidden. */
const LISTED = [...STORE_STATUSES];

/** Escapes LIKE wildcards so a search for `50%` finds "50%" (SECURITY.md 14); lower-cased for both dialects. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** What the store list may be narrowed by; every given filter applies. */
export interface TStoreFilters {
  province?: string;
  city?: string;
  district?: string;
  keyword?: string;
}

function filtered(db: TDb, filters: TStoreFilters) {
  let query = db.selectFrom('store').where('store.status', 'in', LISTED);
  if (filters.province) query = query.where('store.province_code', '=', filters.province);
  if (filters.city) query = query.where('store.city_code', '=', filters.city);
  if (filters.district) query = query.where('store.district_code', '=', filters.district);
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    // SQLite has no default LIKE escape character; naming it makes both databases read `\%` alike.
    query = query.where(
      sql<boolean>`(lower(store.name) like ${pattern} escape '\\'
        or lower(store.address) like ${pattern} escape '\\'
        or lower(store.description) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** A page of listed stores: open before closed, featured first, then newest. */
export async function listStores(db: TDb, filters: TStoreFilters, page: number, limit: number) {
  const base = filtered(db, filters);
  const [rows, count] = await Promise.all([
    base
      .select(CARD_COLUMNS)
      .orderBy(sql`case when store.status = 'open' then 0 else 1 end`)
      .orderBy('store.featured', 'desc')
      .orderBy('store.create_time', 'desc')
      .orderBy('store.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * The listed stores within `radiusKm` of a point, nearest first, with how many there are in all. Candidates
 * come from the (lat, lng, status) index inside the bounding box; their haversine distance is computed in SQL
 * (`haversine_km`, registered on SQLite connections and created by migration on PostgreSQL) and only the
 * `limit` nearest are read from the table. Written as one SQL text: this is the hottest query, and building it
 * with the query builder cost more than running it.
 */
export async function nearStores(
  db: TDb,
  input: { lat: number; lng: number; radiusKm: number; limit: number; box: TBoundingBox },
) {
  const { box } = input;
  const { rows } = await sql<TStoreCardRow & { km: number; total: number }>`
    select ${sql.join(CARD_COLUMNS.map((column) => sql.ref(column)))}, near.km, near.total
    from (
      select candidate.id, candidate.km, count(*) over () as total
      from (
        select store.id, haversine_km(${input.lat}, ${input.lng}, store.lat, store.lng) as km
        from store
        where store.lat >= ${box.latMin} and store.lat <= ${box.latMax}
          and store.lng >= ${box.lngMin} and store.lng <= ${box.lngMax}
          and store.status in (${sql.join(LISTED)})
      ) as candidate
      where candidate.km <= ${input.radiusKm}
      order by candidate.km, candidate.id
      limit ${input.limit}
    ) as near
    inner join store on store.id = near.id
    order by near.km, near.id`.execute(db);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** A listed store by its uuid. */
export function findListedStore(db: TDb, storeuuid: string) {
  return filtered(db, {}).select(CARD_COLUMNS).where('store.storeuuid', '=', storeuuid).executeTakeFirst();
}

/** The JSON texts of a store's published assistant that its page shows. */
export function findPublishedAssistantTexts(db: TDb, storeId: number) {
  return db
    .selectFrom('assistant')
    .select(['name', 'welcome', 'suggestions'])
    .where('store_id', '=', storeId)
    .where('variant', '=', 'published')
    .executeTakeFirst();
}

/** Listed stores whose name contains the text, for remote selects. */
export async function searchStoreNames(db: TDb, text: string, page: number, limit: number) {
  let base = db.selectFrom('store').where('store.status', 'in', LISTED);
  if (text) base = base.where(sql<boolean>`lower(store.name) like ${likePattern(text)} escape '\\'`);
  const [rows, count] = await Promise.all([
    base
      .select(['store.id', 'store.storeuuid', 'store.name'])
      .orderBy('store.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The columns of a store a card is built from. */
export type TStoreCardRow = Awaited<ReturnType<typeof listStores>>['rows'][number];
