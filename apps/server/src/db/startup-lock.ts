import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

/**
 * Runs `work` (migrate and seed) holding the database's start-up lock, so processes started together on one
 * PostgreSQL database prepare it one at a time and the later ones find it ready. On PostgreSQL the lock is a
 * session advisory lock named after the schema, held on one connection of its own while `work` uses the pool;
 * a process that dies holding it loses it with its connection. `work` is given that schema, where the
 * migrations' bookkeeping tables must be looked up. SQLite is one process's file: `work` runs at once.
 */
export async function withStartupLock<T>(
  database: DatabaseHandle,
  work: (pgSchema: string | undefined) => Promise<T>,
): Promise<T> {
  if (database.dialect === 'sqlite') return work(undefined);
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(connection);
    const schema = rows[0]?.schema ?? 'public';
    const key = sql`hashtext(${`storefront:startup:${schema}`})`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work(schema);
    } finally {
      // A connection lost meanwhile took the lock with it; there is nothing left to release then.
      await sql`select pg_advisory_unlock(${key})`.execute(connection).catch(() => undefined);
    }
  });
}
