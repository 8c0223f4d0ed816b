import { randomBytes } from 'node:crypto';
import type Sqlite from 'better-sqlite3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type RunningServer, startServer } from '../e2e/support/server.js';
import { PG_URL, REDIS_URL } from './settings.js';

/** The two ways the product runs: one process on SQLite, or several sharing PostgreSQL and Redis. */
export type TSetup = 'sqlite' | 'postgres';

/** How results and the results README name each setup. */
export const SETUP_NAMES: Record<TSetup, string> = {
  sqlite: 'SQLite, 1 process',
  postgres: 'PostgreSQL + Redis, 2 processes',
};

/** Server processes per setup: the baseline servers a benchmark compares with run as many. */
export const PROCESS_COUNTS: Record<TSetup, number> = { sqlite: 1, postgres: 2 };

/** The processes' database, for playing operator (changing settings, loading data) during a benchmark. */
export type TClusterDatabase =
  | { dialect: 'sqlite'; withDb: <T>(change: (db: Sqlite.Database) => T) => T }
  | { dialect: 'postgres'; query: (text: string, values?: unknown[]) => Promise<pg.QueryResult> };

export interface TCluster {
  setup: TSetup;
  /** Each process's base URL; load is spread over them. */
  urls: string[];
  pids: number[];
  database: TClusterDatabase;
  /** Runs one SQL statement that both dialects understand. */
  execute: (statement: string) => Promise<void>;
  stop: () => Promise<void>;
}

type TStartOptions = { env: Record<string, string>; logFile?: string };

/** The built server as `npm start` runs it, on a fresh database of the setup's kind. */
export function startCluster(setup: TSetup, options: TStartOptions): Promise<TCluster> {
  return setup === 'sqlite' ? startSqlite(options) : startPostgresRedis(options);
}

async function startSqlite(options: TStartOptions): Promise<TCluster> {
  const server = await startServer(options);
  return {
    setup: 'sqlite',
    urls: [server.url],
    pids: [server.pid],
    database: { dialect: 'sqlite', withDb: server.withDb },
    execute: async (statement) => {
      server.withDb((db) => db.prepare(statement).run());
    },
    stop: async () => {
      await server.stop();
    },
  };
}

/**
 * Two processes on a scratch PostgreSQL database and a scratch Redis key prefix, sharing one APP_SECRET as a
 * deployment's do. The second starts once the first has migrated and seeded the empty database.
 */
async function startPostgresRedis(options: TStartOptions): Promise<TCluster> {
  const name = `sf_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect().catch((error: Error) => {
    throw new Error(`the PostgreSQL benchmarks need a server at BENCH_PG_URL (${PG_URL}): ${error.message}`);
  });
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const env = {
    ...options.env,
    DATABASE_URL: url.href,
    REDIS_URL,
    REDIS_KEY_PREFIX: `${name}:`,
    APP_SECRET: randomBytes(32).toString('hex'),
  };
  const servers: RunningServer[] = [];
  // One connection: a benchmark's statements (a transaction among them) run in order on it.
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await deleteRedisKeys(`${name}:`);
  };
  try {
    for (let index = 0; index < PROCESS_COUNTS.postgres; index += 1) {
      servers.push(await startServer({ ...options, env }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    setup: 'postgres',
    urls: servers.map((server) => server.url),
    pids: servers.map((server) => server.pid),
    database: { dialect: 'postgres', query: (text, values) => pool.query(text, values) },
    execute: async (statement) => {
      await pool.query(statement);
    },
    stop,
  };
}

async function deleteRedisKeys(prefix: string) {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
