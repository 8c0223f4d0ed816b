import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase, type TDialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { markSeedPending } from '../db/startup-lock.js';
import { TEST_DIALECTS } from '../test/harness.js';
import { newDatabase } from '../test/new-database.js';
import { prepareDatabase } from './prepare-database.js';
import { DEMO_MEMBER, DEMO_STORE } from './seed/demo.js';
import { DEMO_STORE_SEEDS } from './seed/stores.js';

/**
 * An empty database as a deployment's first start meets it: a new SQLite file, or a new PostgreSQL database
 * (its `public` schema, as DATABASE_URL names it in production). `drop` removes it.
 */
async function emptyDatabase(dialect: TDialect): Promise<{ url: string; drop: () => Promise<void> }> {
  const { url, drop } = await newDatabase(dialect, 'sf-prepare');
  return { url: url.href, drop };
}

const TABLES = [
  'config',
  'user_rule',
  'area',
  'content',
  'store',
  'assistant',
  'user',
  'user_group',
] as const;

/** Rows per table of `TABLES`. */
async function rowCounts(database: DatabaseHandle): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = await Promise.all(
    TABLES.map(async (table) => {
      const { n } = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(n)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<(typeof TABLES)[number], number>;
}

describe.each(TEST_DIALECTS)('preparing a database at start on %s', (dialect) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** An empty database opened with the settings `env` gives, as main.ts reads them. */
  async function start(env: Record<string, string>) {
    const empty = await emptyDatabase(dialect);
    cleanups.push(empty.drop);
    const storage = mkdtempSync(join(tmpdir(), 'sf-prepare-files-'));
    cleanups.push(async () => rmSync(storage, { recursive: true }));
    const config = loadConfig({
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      STORAGE_DIR: storage,
      WEB_DIST: join(tmpdir(), 'sf-no-web'),
      ...env,
      DATABASE_URL: empty.url,
    });
    const database = openDatabase(config.DATABASE_URL);
    cleanups.push(() => database.close());
    return { config, database, url: empty.url };
  }

  it('gives a production site its settings, menus, areas and articles, but no demo member or stores', async () => {
    const { config, database } = await start({ NODE_ENV: 'production' });
    expect(config.SEED_DEMO).toBe(false);
    const prepared = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
    expect(prepared).toMatchObject({ seeded: true, demo: false });
    expect(prepared.areas).toBeGreaterThan(3000);
    const counts = await rowCounts(database);
    expect(counts).toMatchObject({ store: 0, assistant: 0, user: 0, user_group: 1 });
    for (const table of ['config', 'user_rule', 'area', 'content'] as const) {
      expect(counts[table], table).toBeGreaterThan(0);
    }

    // Usable as it is: the site's bootstrap answers with its name and menus, and the store list is empty.
    const app = await buildApp({ config, database });
    cleanups.push(() => app.close());
    const index = await app.inject({ url: '/api/index/index' });
    expect(index.json()).toMatchObject({ code: 1, data: { site: { siteName: '店铺 AI 助手' } } });
    expect(index.json().data.rules.length).toBeGreaterThan(0);
    const stores = await app.inject({ url: '/api/index/instoLists?limit=20' });
    expect(stores.json()).toMatchObject({ code: 1, data: { total: 0 } });
  });

  it('adds the demo member and stores to a production database when SEED_DEMO=true asks for them', async () => {
    const { config, database } = await start({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(await prepareDatabase(database, { seedDemo: config.SEED_DEMO })).toMatchObject({
      seeded: true,
      demo: true,
    });
    const member = await database.db
      .selectFrom('user')
      .select(['password', 'money', 'score'])
      .where('username', '=', DEMO_MEMBER.username)
      .executeTakeFirstOrThrow();
    expect(await verify(member.password, DEMO_MEMBER.password)).toBe(true);
    const stores = await database.db.selectFrom('store').select('storeuuid').execute();
    expect(stores).toHaveLength(1 + DEMO_STORE_SEEDS.length);
    expect(stores.map((store) => store.storeuuid)).toContain(DEMO_STORE.storeuuid);
  });

  it('seeds the demo by default outside production, as npm start does', async () => {
    const { config, database } = await start({ NODE_ENV: 'development' });
    expect(config.SEED_DEMO).toBe(true);
    await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
    expect((await rowCounts(database)).store).toBe(1 + DEMO_STORE_SEEDS.length);
  });

  it('seeds nothing into a database that already has a migrations table, as a restore under way leaves it', async () => {
    const { database } = await start({ NODE_ENV: 'development' });
    // pg_restore creates every table (the migrations table among them) before it copies any row.
    await migrateToLatest(database.db);
    const prepared = await prepareDatabase(database, { seedDemo: true });
    expect(prepared).toEqual({ applied: [], seeded: false, demo: false, areas: 0 });
    expect(Object.values(await rowCounts(database))).toEqual(TABLES.map(() => 0));
  });

  it('seeds on the next start a database whose first start died between migrating and seeding', async () => {
    const { database, config } = await start({ NODE_ENV: 'development' });
    // What the first start had done when it was killed: marked the seed as pending, migrated, no seed yet.
    await markSeedPending(database.db);
    await migrateToLatest(database.db);
    expect((await rowCounts(database)).config).toBe(0);
    const prepared = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
    expect(prepared).toMatchObject({ applied: [], seeded: true, demo: true });
    expect((await rowCounts(database)).store).toBe(1 + DEMO_STORE_SEEDS.length);
    // Once seeded, the database is someone's: a later start leaves it alone.
    expect(await prepareDatabase(database, { seedDemo: true })).toMatchObject({ seeded: false });
  });

  // SQLite is one process's file; several processes share only a PostgreSQL database.
  if (dialect !== 'postgres') return;
  it('seeds once when several processes start together on an empty database', async () => {
    const { config, url } = await start({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    const processes = [openDatabase(url), openDatabase(url), openDatabase(url)];
    cleanups.push(async () => {
      for (const database of processes) await database.close();
    });
    const results = await Promise.all(
      processes.map((database) => prepareDatabase(database, { seedDemo: config.SEED_DEMO })),
    );
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    expect((await rowCounts(processes[0] as DatabaseHandle)).store).toBe(1 + DEMO_STORE_SEEDS.length);
  });
});
