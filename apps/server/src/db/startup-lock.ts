import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { DatabaseHandle, TDb } from './database.js';

export interface TStartupState {
  /** The PostgreSQL schema the migrations' bookkeeping tables must be looked up in; undefined on SQLite. */
  pgSchema: string | undefined;
  /**
   * Whether the database had no migrations table when the lock was taken: nobody has prepared it, so it may
   * be seeded. A database that has one holds someone's data, or a restore filling it, and is never seeded.
   */
  isFresh: boolean;
}

/**
 * Runs `work` (migrate and seed) holding the database's start-up lock, so processes started together on one
 * PostgreSQL database prepare it one at a time and the later ones find it ready (and not fresh). On PostgreSQL
 * the lock is a session advisory lock named after the schema, held on one connection of its own while `work`
 * uses the pool; a process that dies holding it loses it with its connection. SQLite is one process's file:
 * `work` runs at once.
 */
export async function withStartupLock<T>(
  database: DatabaseHandle,
  work: (state: TStartupState) => Promise<T>,
): Promise<T> {
  if (database.dialect === 'sqlite') {
    return work({
      pgSchema: undefined,
      isFresh: !(await hasSqliteTable(database.db, DEFAULT_MIGRATION_TABLE)),
    });
  }
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(connection);
    const schema = rows[0]?.schema ?? 'public';
    // deploy/restore-drill.sh takes this lock too while it restores: a process starting meanwhile waits for it.
    const key = sql`hashtext(${`storefront:startup:${schema}`})`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      const found = await sql`select 1 from information_schema.tables
        where table_schema = ${schema} and table_name = ${DEFAULT_MIGRATION_TABLE}`.execute(connection);
      return await work({ pgSchema: schema, isFresh: found.rows.length === 0 });
    } finally {
      // A connection lost meanwhile took the lock with it; there is nothing left to release then.
      await sql`select pg_advisory_unlock(${key})`.execute(connection).catch(() => undefined);
    }
  });
}

async function hasSqliteTable(db: TDb, name: string): Promise<boolean> {
  const { rows } = await sql`select 1 from sqlite_master where type = 'table' and name = ${name}`.execute(db);
  return rows.length > 0;
}
