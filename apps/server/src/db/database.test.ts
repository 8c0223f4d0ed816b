import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, withRelaxedSync } from './database.js';

const syncLevel = async (db: DatabaseHandle['db']) =>
  Number(Object.values((await sql`pragma synchronous`.execute(db)).rows[0] ?? {})[0]);
const FULL = 2;
const NORMAL = 1;

describe('withRelaxedSync on SQLite', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sf-sync-'));
    handle = openDatabase(`sqlite:${join(dir, 'app.db')}`);
    await sql`create table note (text varchar(20) not null)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits its work without waiting for the disk, then syncs fully again', async () => {
    expect(await syncLevel(handle.db)).toBe(FULL);
    const inside = await withRelaxedSync(handle.db, async (db) => {
      await db.transaction().execute((trx) => sql`insert into note values ('relaxed')`.execute(trx));
      return syncLevel(db);
    });
    expect(inside).toBe(NORMAL);
    expect(await syncLevel(handle.db)).toBe(FULL);
    const { rows } = await sql<{ text: string }>`select text from note`.execute(handle.db);
    expect(rows).toEqual([{ text: 'relaxed' }]);
  });

  it('syncs fully again when the work fails', async () => {
    await expect(
      withRelaxedSync(handle.db, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await syncLevel(handle.db)).toBe(FULL);
  });

  it('keeps other queries off the connection while it runs, so none of them is relaxed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const relaxed = withRelaxedSync(handle.db, async () => held);
    const outside = syncLevel(handle.db);
    setTimeout(release, 30);
    await relaxed;
    expect(await outside).toBe(FULL);
  });
});

// PostgreSQL runs where TEST_PG_URL names one (as every dialect test here does).
if (process.env.TEST_PG_URL) {
  describe('withRelaxedSync on PostgreSQL', () => {
    it('runs the work on the database as it is', async () => {
      const handle = openDatabase(process.env.TEST_PG_URL ?? '');
      try {
        const answer = await withRelaxedSync(handle.db, async (db) => {
          const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
          return rows[0]?.one;
        });
        expect(answer).toBe(1);
      } finally {
        await handle.close();
      }
    });
  });
}
