import { setTimeout as sleep } from 'node:timers/promises';
import type Sqlite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { AppError } from '../lib/app-error.js';

/**
 * How long SQLite itself waits for a lock another process holds, blocking the event loop: a few tens of
 * milliseconds, so a short lock costs one attempt and a long one never freezes the server.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 20;
/**
 * How long a statement keeps trying for the lock in all, with the event loop free between attempts. Only the
 * first attempt waits inside SQLite; the later ones try without waiting, so several writers waiting on one
 * lock do not add up to a busy event loop.
 */
const BUSY_BUDGET_MS = 5000;
const FIRST_PAUSE_MS = 5;
const LONGEST_PAUSE_MS = 100;

/** Another process holds the lock (SQLITE_BUSY and its extended codes). */
const isBusy = (error: unknown): boolean =>
  typeof (error as { code?: unknown })?.code === 'string' &&
  /^SQLITE_BUSY/.test((error as { code: string }).code);

/** What a request gets when the database stayed locked for the whole budget: 503, try again shortly. */
const busyError = () => new AppError('common.busy', { status: 503, headers: { 'Retry-After': '1' } });

/** First come, first served: the one connection is used by one caller at a time. */
class Queue {
  #tail: Promise<void> = Promise.resolve();
  async take(): Promise<() => void> {
    let give = () => {};
    const turn = new Promise<void>((resolve) => {
      give = resolve;
    });
    const before = this.#tail;
    this.#tail = before.then(() => turn);
    await before;
    return give;
  }
}

/** Runs `work` with SQLite's busy wait off: a lock held elsewhere fails it at once. */
function withoutWaiting<T>(sqlite: Sqlite.Database, work: () => T): T {
  sqlite.pragma('busy_timeout = 0');
  try {
    return work();
  } finally {
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  }
}

/** SQLite's `synchronous = FULL`, what every caller but `withRelaxedSync`'s work commits with. */
const SYNC_FULL = 2;

/**
 * The one better-sqlite3 connection, as Kysely drives it. A statement that finds the database locked by
 * another process (an `sqlite3` shell, a backup, a second server) is tried again after a pause, with the event
 * loop free, until BUSY_BUDGET_MS has passed; then it fails with the busy AppError. A statement is only tried
 * again when it changed nothing: outside a transaction (SQLite undid the failed statement), which includes the
 * `begin immediate` that opens one. Transactions begin immediate, taking the write lock first, so no statement
 * inside one meets a lock; one that still does fails at once and Kysely rolls the transaction back.
 */
class RetryingConnection implements DatabaseConnection {
  constructor(
    private readonly sqlite: Sqlite.Database,
    private readonly prepare: (text: string) => Sqlite.Statement,
    private readonly queue: Queue,
    public release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + BUSY_BUDGET_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        return attempt === 0 ? this.run<R>(query) : withoutWaiting(this.sqlite, () => this.run<R>(query));
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (this.sqlite.inTransaction || Date.now() >= deadline) throw busyError();
        await this.pause(Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt, deadline - Date.now()));
      }
    }
  }

  /** Kysely streams only selects; this one answers them whole. */
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }

  private run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  /**
   * Waits `ms`, letting the other callers use the connection meanwhile (their reads need no write lock), and
   * queues again after. No transaction is open here. A caller holding the connection across statements
   * (`withRelaxedSync`) gets its `synchronous` setting back; the others run with FULL meanwhile.
   */
  private async pause(ms: number): Promise<void> {
    const sync = Number(this.sqlite.pragma('synchronous', { simple: true }));
    if (sync !== SYNC_FULL) this.sqlite.pragma(`synchronous = ${SYNC_FULL}`);
    this.release();
    await sleep(ms);
    this.release = await this.queue.take();
    if (sync !== SYNC_FULL) this.sqlite.pragma(`synchronous = ${sync}`);
  }
}

class RetryingSqliteDriver implements Driver {
  readonly #queue = new Queue();
  readonly #connection: RetryingConnection;
  constructor(
    private readonly sqlite: Sqlite.Database,
    prepare: (text: string) => Sqlite.Statement,
  ) {
    this.#connection = new RetryingConnection(sqlite, prepare, this.#queue, () => {});
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    this.#connection.release = await this.#queue.take();
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed commit may have ended the transaction already; a second rollback would hide why it failed.
    if (this.sqlite.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    this.#connection.release();
  }
  async destroy(): Promise<void> {
    this.sqlite.close();
  }

  /**
   * Whether this process could write now: takes the write lock and lets it go at once, trying once without
   * waiting. False while another process holds it or the file is read-only.
   */
  async canWrite(): Promise<boolean> {
    const release = await this.#queue.take();
    try {
      withoutWaiting(this.sqlite, () => this.sqlite.exec('begin immediate'));
      this.sqlite.exec('rollback');
      return true;
    } catch {
      return false;
    } finally {
      release();
    }
  }
}

/** Kysely's SQLite dialect with the driver above; `driver` is kept for the health check's write probe. */
export class RetryingSqliteDialect implements Dialect {
  readonly driver: RetryingSqliteDriver;
  constructor(sqlite: Sqlite.Database, prepare: (text: string) => Sqlite.Statement) {
    this.driver = new RetryingSqliteDriver(sqlite, prepare);
  }
  createDriver = () => this.driver;
  createQueryCompiler = () => new SqliteQueryCompiler();
  createAdapter = () => new SqliteAdapter();
  createIntrospector = (db: Kysely<unknown>): DatabaseIntrospector => new SqliteIntrospector(db);
}
