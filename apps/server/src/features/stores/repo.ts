import { STORE_STATUSES, type TConsoleStoreListQuery } from '@storefront/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import { matchesAny, pageOfRows } from '../../db/list-page.js';
import type { StoreTable } from '../../db/schema.js';
import type { TBoundingBox } from '../../lib/geo.js';
import { bandsOf, NEAR_INDEX } from './near-index.js';

export type TStoreRow = Selectable<StoreTable>;

/** The columns a store card is built from. */
const CARD_COLUMNS = [
  'store.id',
  'store.storeuuid',
  'store.name',
  'store.name_en',
  'store.logo',
  'store.address',
  'store.address_en',
  'store.province_code',
  'store.city_code',
  'store.district_code',
  'store.phone',
  'store.hours',
  'store.description',
  'store.description_en',
  'store.status',
  'store.lat',
  'store.lng',
  'store.featured',
] as const;

/** Statuses the public listings show; anything else an operator may add later stays hidden. */
const LISTED = [...STORE_STATUSES];

/** The texts a listing's keyword is looked for in, both languages: a visitor may search either. */
const SEARCHED_TEXTS = [
  'store.name',
  'store.name_en',
  'store.address',
  'store.address_en',
  'store.description',
  'store.description_en',
];

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
  if (filters.keyword) query = query.where(matchesAny(SEARCHED_TEXTS, filters.keyword));
  return query;
}

/** The ids of a page of listed stores (open before closed, featured first, then newest) and how many match. */
export async function listStoreIds(db: TDb, filters: TStoreFilters, page: number, limit: number) {
  const base = filtered(db, filters);
  const [rows, count] = await Promise.all([
    base
      .select('store.id')
      .orderBy(sql`case when store.status = 'open' then 0 else 1 end`)
      .orderBy('store.featured', 'desc')
      .orderBy('store.create_time', 'desc')
      .orderBy('store.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.total) };
}

/** The card columns of the given stores, in any order. */
export function findStoreCards(db: TDb, ids: number[]) {
  return db.selectFrom('store').select(CARD_COLUMNS).where('store.id', 'in', ids).execute();
}

/** A circle on the globe as the near index sees it: its bounding box, centre and squared chord radius. */
export interface TNearCircle {
  box: TBoundingBox;
  centre: { x: number; y: number; z: number };
  squaredChord: number;
}

const indexed = (expression: string) => sql.raw(expression);

/** The squared chord from the circle's centre to a store, from the values the near index holds. */
const squaredChordTo = ({ centre }: TNearCircle) => sql<number>`
  (${indexed(NEAR_INDEX.X)} - ${centre.x}) * (${indexed(NEAR_INDEX.X)} - ${centre.x})
  + (${indexed(NEAR_INDEX.Y)} - ${centre.y}) * (${indexed(NEAR_INDEX.Y)} - ${centre.y})
  + (${indexed(NEAR_INDEX.Z)} - ${centre.z}) * (${indexed(NEAR_INDEX.Z)} - ${centre.z})`;

/**
 * Listed stores within the circle: each latitude band of its box is sought in the near index, its longitude
 * range read there, and the chord test made on the index's unit vectors, so no table row is read.
 */
export const withinCircle = (circle: TNearCircle) => {
  const { box } = circle;
  return sql`${indexed(NEAR_INDEX.BAND)} in (${sql.join(bandsOf(box))})
    and lng >= ${box.lngMin} and lng <= ${box.lngMax}
    and lat >= ${box.latMin} and lat <= ${box.latMax}
    and status in (${sql.join(LISTED)})
    and ${squaredChordTo(circle)} <= ${circle.squaredChord}`;
};

/**
 * How many listed stores lie within the circle. This and `nearestInCircle` are SQL text rather than built
 * queries: they are the hottest queries, and their expressions must read exactly as the index spells them.
 */
export async function countInCircle(db: TDb, circle: TNearCircle): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select count(*) as total from store where ${withinCircle(circle)}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * The card columns of the `limit` listed stores nearest the circle's centre within it, nearest first, each
 * with its squared chord. The nearest are found in the near index alone; only theirs are read from the table,
 * in the same statement, so a search whose cards are not cached needs no second query.
 */
export async function nearestInCircle(db: TDb, circle: TNearCircle, limit: number) {
  const { rows } = await sql<TStoreCardRow & { squared_chord: number }>`
    select ${sql.raw(CARD_COLUMNS.join(', '))}, nearest.squared_chord from (
      select id, ${squaredChordTo(circle)} as squared_chord from store where ${withinCircle(circle)}
      order by squared_chord, id limit ${limit}
    ) nearest join store on store.id = nearest.id
    order by nearest.squared_chord, nearest.id`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), squaredChord: Number(row.squared_chord) }));
}

/** A listed store by its uuid. */
export function findListedStore(db: TDb, storeuuid: string) {
  return filtered(db, {}).select(CARD_COLUMNS).where('store.storeuuid', '=', storeuuid).executeTakeFirst();
}

/** Listed stores whose name (in either language) contains the text, for remote selects. */
export async function searchStoreNames(db: TDb, text: string, page: number, limit: number) {
  let base = db.selectFrom('store').where('store.status', 'in', LISTED);
  if (text) base = base.where(matchesAny(['store.name', 'store.name_en'], text));
  const [rows, count] = await Promise.all([
    base
      .select(['store.id', 'store.storeuuid', 'store.name', 'store.name_en'])
      .orderBy('store.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The columns of a store a card is built from. */
export type TStoreCardRow = Awaited<ReturnType<typeof findStoreCards>>[number];

/** A store by its uuid whatever its status, or without a uuid the one marked default. */
export function findStore(db: TDb, storeuuid: string | undefined): Promise<TStoreRow | undefined> {
  const query = db.selectFrom('store').selectAll();
  return (storeuuid ? query.where('storeuuid', '=', storeuuid) : query.where('is_default', '=', 1))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function findStoreById(db: TDb, id: number): Promise<TStoreRow | undefined> {
  return db.selectFrom('store').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The open store marked default, else the oldest open store. */
export function findDefaultOpenStore(db: TDb): Promise<TStoreRow | undefined> {
  return db
    .selectFrom('store')
    .selectAll()
    .where('status', '=', 'open')
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/** The uuid, names and status of each given store, in any order. */
export async function findStoreNames(db: TDb, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('store')
    .select(['id', 'storeuuid', 'name', 'name_en', 'status'])
    .where('id', 'in', ids)
    .execute();
}

/** Ids of the stores whose name in either language has `text` (any case), at most `limit`. */
export async function findStoreIdsNamed(db: TDb, text: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('store')
    .select('id')
    .where(matchesAny(['name', 'name_en'], text))
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function countStores(db: TQueryable): Promise<number> {
  const row = await db
    .selectFrom('store')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Inserts a store and gives its id. With `skipExisting` a store whose uuid is taken (by an earlier or a
 * concurrent insert) is left alone and undefined comes back; without it that is an error.
 */
export async function insertStore(
  db: TQueryable,
  values: Omit<Insertable<StoreTable>, 'id'>,
  { skipExisting = false } = {},
): Promise<number | undefined> {
  const insert = db.insertInto('store').values(values);
  const row = await (skipExisting
    ? insert.onConflict((conflict) => conflict.column('storeuuid').doNothing())
    : insert
  )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** What the console's store table may be narrowed and sorted by. */
export type TConsoleStoreFilters = Pick<
  TConsoleStoreListQuery,
  'quickSearch' | 'area' | 'status' | 'featured' | 'sort' | 'direction' | 'page' | 'limit'
>;

/** A page of stores, whatever their status, for the console: newest first unless sorted otherwise. */
export async function listConsoleStores(db: TDb, query: TConsoleStoreFilters) {
  let base = db.selectFrom('store');
  if (query.quickSearch) {
    const columns = ['store.name', 'store.name_en', 'store.address', 'store.address_en'];
    base = base.where(matchesAny(columns, query.quickSearch));
  }
  if (query.area) {
    const { area } = query;
    base = base.where((eb) =>
      eb.or([eb('province_code', '=', area), eb('city_code', '=', area), eb('district_code', '=', area)]),
    );
  }
  if (query.status) base = base.where('status', '=', query.status);
  if (query.featured !== undefined) base = base.where('featured', '=', query.featured ? 1 : 0);
  return pageOfRows(base, query, 'id');
}

/** Changes a store's columns and gives the row as saved; undefined when there is no such store. */
export function updateStore(
  db: TQueryable,
  id: number,
  values: Updateable<StoreTable>,
): Promise<TStoreRow | undefined> {
  return db.updateTable('store').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Takes the default mark from every store but `keepId`: one store is the site's default. */
export async function clearDefaultStore(db: TQueryable, keepId: number): Promise<void> {
  await db
    .updateTable('store')
    .set({ is_default: 0 })
    .where('is_default', '=', 1)
    .where('id', '!=', keepId)
    .execute();
}

/** The given stores that exist, in any order. */
export function findStoresByIds(db: TQueryable, ids: number[]): Promise<TStoreRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('store').selectAll().where('id', 'in', ids).execute();
}

/** Deletes stores; their assistants, knowledge and conversations go with them (foreign keys cascade). */
export async function deleteStores(db: TQueryable, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('store').where('id', 'in', ids).execute();
}
