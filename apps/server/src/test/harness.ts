import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { TEndpoint } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../app.js';
import { seedDatabase } from '../cli/seed/index.js';
import { loadConfig, type TConfig } from '../config.js';
import { type DatabaseHandle, openDatabase, type TDialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { TEST_HOOK_HEADER } from '../plugins/test-hooks.js';

/** SQLite always; PostgreSQL too when TEST_PG_URL is set (CI sets it). */
export const TEST_DIALECTS: TDialect[] = process.env.TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  config: TConfig;
  /** Log lines, when started with `captureLogs`. */
  logs: string[];
  /** Runs the migrations again, as a restart would; the names of those that ran. */
  migrate: () => Promise<string[]>;
  /** Every route the app registered (HEAD routes included), with the contract entry it was declared from. */
  routes: Array<{ method: string; url: string; endpoint: TEndpoint | undefined }>;
  request: (
    path: string,
    init?: RequestInit,
  ) => Promise<{ status: number; headers: Headers; body: TestBody }>;
  /** POSTs a JSON body (any value, also hostile ones) with optional headers. */
  post: (
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; headers: Headers; body: TestBody }>;
  /** GETs a path that must answer 200 with code 1, and gives its `data`. */
  data: (path: string, headers?: Record<string, string>) => Promise<TestBody>;
  close: () => Promise<void>;
}

/** The request header that asks for English messages. */
export const EN = { 'think-lang': 'en' };

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
export type TestBody = any;

/** Runs `work` on a PostgreSQL connection of its own, closed afterwards. */
async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` while no other test file migrates or drops a scratch schema on this PostgreSQL database. Kysely's
 * migrator reads the catalog of every schema, and a schema dropped by a test running beside it meanwhile fails
 * that read ("schema … does not exist"). The lock is the session's: ending the connection releases it.
 */
const underCatalogLock = <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> =>
  withPgClient(url, async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('storefront:test:catalog'))`);
    return work(client);
  });

type TScratch = {
  url: string;
  schema?: string;
  /** Brings the database to the latest migration; the names of the migrations it ran. */
  migrate: (db: DatabaseHandle['db']) => Promise<string[]>;
  drop: () => Promise<void>;
};

/** A scratch database: a SQLite file in a temp folder, or a fresh PostgreSQL schema dropped afterwards. */
async function scratchDatabase(dialect: TDialect): Promise<TScratch> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'sf-test-'));
    return {
      url: `sqlite:${join(dir, 'app.db')}`,
      migrate: (db) => migrateToLatest(db),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_PG_URL ?? '';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withPgClient(url, (client) => client.query(`create schema ${schema}`));
  return {
    url,
    schema,
    migrate: (db) => underCatalogLock(url, () => migrateToLatest(db, schema)),
    drop: () =>
      underCatalogLock(url, async (client) => {
        await client.query(`drop schema ${schema} cascade`);
      }),
  };
}

/**
 * A real server on a real port over a real, migrated and seeded database. `env` overrides configuration
 * the way the environment would.
 */
export async function startTestServer(
  dialect: TDialect,
  env: Record<string, string> = {},
  options: { captureLogs?: boolean; testHooks?: boolean } = {},
): Promise<TestServer> {
  const scratch = await scratchDatabase(dialect);
  // Uploaded files of this server live and die with it.
  const filesDir = mkdtempSync(join(tmpdir(), 'sf-files-'));
  // PostgreSQL runs pair with Redis (the scaled-out setup), SQLite runs with in-process counters.
  const redis =
    dialect === 'postgres' && process.env.TEST_REDIS_URL
      ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `t_${randomBytes(6).toString('hex')}:` }
      : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    ...redis,
    LOG_LEVEL: 'silent',
    APP_SECRET: randomBytes(32).toString('hex'),
    SITE_CACHE_TTL_MS: '0',
    WEB_DIST: join(tmpdir(), 'sf-no-web'),
    STORAGE_DIR: filesDir,
    ...env,
    DATABASE_URL: scratch.url,
  });
  const database = openDatabase(scratch.url, scratch.schema ? { pgSchema: scratch.schema } : {});
  await scratch.migrate(database.db);
  await seedDatabase(database.db);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const routes: TestServer['routes'] = [];
  // The `/__test/` routes, on unless a test asks for a server as deployed; `request` hands them the secret.
  const testHooks = options.testHooks === false ? undefined : { secret: randomBytes(32).toString('hex') };
  const app = await buildApp({
    testHooks,
    config: options.captureLogs ? { ...config, LOG_LEVEL: 'info' } : config,
    database,
    ...(options.captureLogs ? { logStream } : {}),
    onRoute: ({ method, url, config }) => {
      for (const one of [method].flat()) routes.push({ method: one, url, endpoint: config?.endpoint });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const request: TestServer['request'] = async (path, init) => {
    const hookInit =
      testHooks && path.startsWith('/__test/')
        ? {
            ...init,
            headers: { ...(init?.headers as Record<string, string>), [TEST_HOOK_HEADER]: testHooks.secret },
          }
        : init;
    const response = await fetch(url + path, hookInit);
    const text = await response.text();
    let body: TestBody = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body };
  };
  return {
    url,
    app,
    database,
    migrate: () => scratch.migrate(database.db),
    routes,
    config,
    logs,
    request,
    post: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    data: async (path, headers = {}) => {
      const { status, body } = await request(path, { headers });
      expect(status, path).toBe(200);
      expect(body, path).toMatchObject({ code: 1 });
      return body.data;
    },
    close: async () => {
      await app.close();
      await database.close().catch(() => undefined);
      await scratch.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
