import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../lib/clock.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

/** One pragma's value on the app's connection, as SQLite reports it. */
const pragma = async (db: DatabaseHandle['db'], name: string): Promise<unknown> =>
  Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] ?? {})[0];

/** `synchronous` as a number: 2 is FULL, so an acknowledged commit has reached the disk. */
const FULL = 2;

// SECURITY.md check 26: a fresh SQLite file opened the way the app opens it (openDatabase, which main.ts and the
// test harness use) has the durability and integrity settings the checklist names.
describe('a fresh SQLite database as the app opens it', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sf-pragmas-'));
    handle = openDatabase(`sqlite:${join(dir, 'fresh.db')}`);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('journals with WAL, waits on a busy lock, enforces foreign keys and syncs fully', async () => {
    expect(await pragma(handle.db, 'journal_mode')).toBe('wal');
    // How long is a trade-off (a lock held outside must not freeze the server); that a lock is waited on is the check.
    expect(Number(await pragma(handle.db, 'busy_timeout'))).toBeGreaterThan(0);
    expect(Number(await pragma(handle.db, 'foreign_keys'))).toBe(1);
    expect(Number(await pragma(handle.db, 'synchronous'))).toBe(FULL);
  });

  it('still has them after the migrations, and refuses a row naming a member who does not exist', async () => {
    // A migration may change a pragma (a table rebuild turns foreign keys off): read them again afterwards.
    await migrateToLatest(handle.db);
    expect(await pragma(handle.db, 'journal_mode')).toBe('wal');
    expect(Number(await pragma(handle.db, 'foreign_keys'))).toBe(1);
    expect(Number(await pragma(handle.db, 'synchronous'))).toBe(FULL);
    const insert = handle.db
      .insertInto('points_hold')
      .values({ user_id: 987_654_321, amount: 1, expire_time: nowSeconds() + 60, create_time: nowSeconds() })
      .execute();
    await expect(insert).rejects.toThrow(/FOREIGN KEY/);
  });
});
