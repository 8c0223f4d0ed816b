import { randomUUID } from 'node:crypto';
import type { TClusterDatabase } from './cluster.js';
import { anywhere, gauss, pickCity } from './locate-data.js';

/** How generated stores spread: the share packed into big cities, and how wide their metro areas are. */
export interface TSpread {
  cityShare: number;
  spreadScale: number;
}

/** The columns filled, each with its PostgreSQL type, for inserting whole columns as arrays. */
const COLUMNS: [string, string][] = [
  ['storeuuid', 'text'],
  ['name', 'text'],
  ['province_code', 'text'],
  ['city_code', 'text'],
  ['district_code', 'text'],
  ['address', 'text'],
  ['lat', 'float8'],
  ['lng', 'float8'],
  ['phone', 'text'],
  ['hours', 'text'],
  ['description', 'text'],
  ['status', 'text'],
  ['featured', 'int4'],
  ['update_time', 'int8'],
  ['create_time', 'int8'],
];
const PG_BATCH = 5000;

type TRow = (string | number)[];

/** `count` stores in COLUMNS order: 5% closed, 2% featured, a `spread.cityShare` of them in big cities. */
function generateStores(count: number, spread: TSpread): TRow[] {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, index) => {
    const [cityLat, cityLng, , province, city, district, metro] = pickCity();
    const inCity = Math.random() < spread.cityShare;
    const sigma = metro * spread.spreadScale;
    const [lat, lng] = inCity ? [cityLat + gauss() * sigma, cityLng + gauss() * sigma] : anywhere();
    const [p, c, d] = inCity ? [province, city, district] : ['', '', ''];
    const name = `Bench store ${index}`;
    const status = Math.random() < 0.05 ? 'closed' : 'open';
    const featured = Math.random() < 0.02 ? 1 : 0;
    const phone = '021-00000000';
    const hours = '09:00-21:00';
    return [
      randomUUID(),
      name,
      p,
      c,
      d,
      `${name} road`,
      lat,
      lng,
      phone,
      hours,
      `${name}.`,
      status,
      featured,
      now,
      now,
    ];
  });
}

/**
 * Replaces the generated stores with `count` new ones, in one transaction: prepared inserts on SQLite,
 * column arrays of 5,000 rows at a time on PostgreSQL, which then gathers the planner's statistics as its
 * autovacuum would soon after such a load.
 */
export async function loadStores(database: TClusterDatabase, count: number, spread: TSpread) {
  const rows = generateStores(count, spread);
  const columns = COLUMNS.map(([name]) => name).join(', ');
  if (database.dialect === 'sqlite') {
    database.withDb((db) => {
      const insert = db.prepare(
        `insert into store (${columns}) values (${COLUMNS.map(() => '?').join(', ')})`,
      );
      db.transaction(() => {
        db.prepare(`delete from store where name like 'Bench store %'`).run();
        for (const row of rows) insert.run(...row);
      })();
    });
    return;
  }
  const arrays = COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`);
  await database.query('begin');
  await database.query(`delete from store where name like 'Bench store %'`);
  for (let start = 0; start < rows.length; start += PG_BATCH) {
    const batch = rows.slice(start, start + PG_BATCH);
    const values = COLUMNS.map((_, column) => batch.map((row) => row[column]));
    await database.query(`insert into store (${columns}) select * from unnest(${arrays.join(', ')})`, values);
  }
  await database.query('commit');
  await database.query('analyze store');
}
