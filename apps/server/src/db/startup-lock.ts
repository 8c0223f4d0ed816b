import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { DatabaseHandle, TDb } from './database.js';

export interface TStartupState {
  /** The PostgreSQL schema the migrations' bookkeeping tables must be looked up in; undefined on SQLite. */
  pgSchema: string | undefined;
  /**
   * Whether the database had no migrations table when the lock was taken (nobody has prepared it), or still
   * carries the mark of a first start that died before its seed finished: it may be seeded. Any other database
   * with a migrations table holds someone's data, or a restore filling it, and is never seeded.
   */
  isFresh: boolean;
}

/**
 * Created before a fresh database's first migration and dropped once its seed is in: a start killed between
 * the two leaves it, so the next start seeds what is missing instead of serving a site without settings. A
 * dump is never taken between the two, so a restore never brings it.
 */
const SEED_PENDING_TABLE = 'storefront_seed_pending';

export async function markSeedPending(db: TDb): Promise<void> {
  await db.schema.createTable(SEED_PENDING_TABLE).ifNotExists().addColumn('since', 'text').execute();
}

export async function clearSeedPending(db: TDb): Promise<void> {
  await db.schema.dropTable(SEED_PENDING_TABLE).ifExists().execute();
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
    const isFresh =
      !(await hasSqliteTable(database.db, DEFAULT_MIGRATION_TABLE)) ||
      (await hasSqliteTable(database.db, SEED_PENDING_TABLE));
    return work({ pgSchema: undefined, isFresh });
  }
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(connection);
    const schema = rows[0]?.schema ?? 'public';
    // deploy/restore-drill.sh takes this lock too while it restores: a process starting meanwhile waits for it.
    const key = sql`hashtext(${`storefront:startup:${schema}`})`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      const { rows: tables } = await sql<{ name: string }>`select table_name as name
        from information_schema.tables where table_schema = ${schema}
        and table_name in (${DEFAULT_MIGRATION_TABLE}, ${SEED_PENDING_TABLE})`.execute(connection);
      const has = (name: string) => tables.some((table) => table.name === name);
      return await work({
        pgSchema: schema,
        isFresh: !has(DEFAULT_MIGRATION_TABLE) || has(SEED_PENDING_TABLE),
      });
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
