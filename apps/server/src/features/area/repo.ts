import type { Insertable } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import type { AreaTable } from '../../db/schema.js';

export interface TAreaRow {
  id: number;
  pid: number;
  level: number;
  name: string;
  shortname: string;
  code: string;
}

/** Every area, in code order: about 3,700 small rows, read once per process. */
export function listAreas(db: TDb): Promise<TAreaRow[]> {
  return db
    .selectFrom('area')
    .select(['id', 'pid', 'level', 'name', 'shortname', 'code'])
    .orderBy('id')
    .execute();
}

/** 500 rows x 8 columns stays far below SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK_ROWS = 500;

export async function hasAreas(db: TQueryable): Promise<boolean> {
  return (await db.selectFrom('area').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Inserts areas in chunks, leaving alone any an earlier or concurrent import added; returns how many went in. */
export async function insertAreas(db: TQueryable, rows: Insertable<AreaTable>[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    const result = await db
      .insertInto('area')
      .values(rows.slice(start, start + INSERT_CHUNK_ROWS))
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}
