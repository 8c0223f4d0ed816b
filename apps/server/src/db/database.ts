import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { sqliteFile } from '../config.js';
import type { Database } from './schema.js';

export type TDialect = 'sqlite' | 'postgres';
export type TDb = Kysely<Database>;
/** The database or a transaction on it: repo functions take either, so each joins a caller's transaction. */
export type TQueryable = TDb | Transaction<Database>;

export interface DatabaseHandle {
  db: TDb;
  dialect: TDialect;
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
  // WAL for concurrent readers, FULL sync so an acknowledged write survives a power cut;
  // `withRelaxedSync` lets writes that are not money or points skip the wait for the disk.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** How many prepared statements a SQLite connection keeps; the app's distinct queries fit many times over. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The connection as Kysely sees it, with each prepared statement kept by its SQL text (least recently used
 * dropped first). Kysely prepares every query it runs, and on SQLite preparing a query costs as much as
 * running it. Reusing a statement is safe: Kysely runs one query at a time on its only connection.
 */
function withStatementCache(sqlite: Sqlite.Database): SqliteDatabase {
  const statements = new Map<string, Sqlite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
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
    },
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
  return { db, dialect: 'postgres', close: () => db.destroy() };
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
