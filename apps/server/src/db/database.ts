import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { ConfigError, sqliteFile } from '../config.js';
import type { Database } from './schema.js';
import { RetryingSqliteDialect, SQLITE_BUSY_TIMEOUT_MS } from './sqlite-driver.js';

export type TDialect = 'sqlite' | 'postgres';
export type TDb = Kysely<Database>;
/** The database or a transaction on it: repo functions take either, so each joins a caller's transaction. */
export type TQueryable = TDb | Transaction<Database>;

export interface DatabaseHandle {
  db: TDb;
  dialect: TDialect;
  /** Whether a write could be made now (for readiness): not locked by another process, not read-only. */
  canWrite: () => Promise<boolean>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL schema to use instead of `public` (tests run each in their own). */
  pgSchema?: string;
}

/** Opens the database that DATABASE_URL names: `sqlite:<file>` (default) or `postgres://…`. */
export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const file = sqliteFile(url);
  if (file !== undefined) return openSqlite(file);
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new Sqlite(file);
  try {
    // WAL for concurrent readers, FULL sync so an acknowledged write survives a power cut;
    // `withRelaxedSync` lets writes that are not money or points skip the wait for the disk. A lock held by
    // another process is waited for briefly here and then, with the event loop free, by the driver.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    sqlite.pragma('foreign_keys = ON');
  } catch (error) {
    sqlite.close();
    // A file that is something else than a database is a setting to correct, not a crash to restart.
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') {
      throw new ConfigError(`DATABASE_URL names ${resolve(file)}, which is not a SQLite database`);
    }
    throw error;
  }
  const dialect = new RetryingSqliteDialect(sqlite, statementCache(sqlite));
  const db = new Kysely<Database>({ dialect });
  return { db, dialect: 'sqlite', canWrite: () => dialect.driver.canWrite(), close: () => db.destroy() };
}

/** How many prepared statements a SQLite connection keeps; the app's distinct queries fit many times over. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Prepares statements for the connection, each kept by its SQL text (least recently used dropped first).
 * Kysely prepares every query it runs, and on SQLite preparing a query costs as much as running it. Reusing a
 * statement is safe: the driver runs one query at a time on its only connection.
 */
function statementCache(sqlite: Sqlite.Database): (text: string) => Sqlite.Statement {
  const statements = new Map<string, Sqlite.Statement>();
  return (text) => {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
    } else {
      statement = sqlite.prepare(text);
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
    }
    statements.set(text, statement);
    return statement;
  };
}

function openPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  // Times and cents are bigint columns; their values fit a JS number exactly.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // A dropped connection (PostgreSQL restarted, pg_terminate_backend) must not crash the process: an idle
  // client's error reaches the pool, a checked-out client's would be an unhandled 'error' event. The query in
  // flight fails with it (the request gets the internal-error envelope), the pool drops the client on release,
  // and the next query gets a fresh connection.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // A standby, or a database set read-only, answers reads but refuses every write.
  const canWrite = async () => {
    const { rows } = await sql<{ writable: boolean }>`
      select not pg_is_in_recovery() and current_setting('transaction_read_only') = 'off' as writable`.execute(
      db,
    );
    return rows[0]?.writable === true;
  };
  return { db, dialect: 'postgres', canWrite, close: () => db.destroy() };
}

/**
 * Runs `work` on the one SQLite connection with commits that do not wait for the disk (WAL with
 * synchronous=NORMAL): a killed process loses nothing and the database stays consistent, but a power cut may
 * undo the last such commits. Only for writes that are not money or points (those must survive): the chat's
 * messages and counters, a visitor id. `work` must use the database it is given. PostgreSQL runs it as it is.
 */
export async function withRelaxedSync<T>(db: TDb, work: (db: TDb) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return work(db);
  return db.connection().execute(async (connection) => {
    // Read when a transaction begins: set before `begin`, it decides how that transaction commits.
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}
