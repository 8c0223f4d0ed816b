import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../apps/server/src/cli/prepare-database.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { repoRoot } from '../e2e/support/server.js';

/**
 * The drill needs PostgreSQL (TEST_PG_URL) and its client tools. As with the multi-process tests: skipped with
 * a warning on a developer's machine without it, an error under CI.
 */
const pgUrl = process.env.TEST_PG_URL;
if (!pgUrl) {
  if (process.env.CI) throw new Error('the restore drill test needs TEST_PG_URL in CI');
  console.warn('\n!!! TEST_PG_URL unset: the restore drill test on PostgreSQL is SKIPPED !!!\n');
}

/** Runs SQL on a database of TEST_PG_URL's server (`database` replaces the URL's own). */
async function query<T extends pg.QueryResultRow>(database: string, text: string): Promise<T[]> {
  const url = new URL(pgUrl ?? '');
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const urlOf = (database: string) => {
  const url = new URL(pgUrl ?? '');
  url.pathname = `/${database}`;
  return url.href;
};

/** A digest of every table's rows, by table: equal digests, equal data. */
async function tableDigests(database: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    database,
    "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ digest: string }>(
      database,
      `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from public."${name}" t`,
    );
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

/** Runs deploy/restore-drill.sh; `onLine` sees each line it prints as it prints it. */
function runDrill(args: string[], onLine: (line: string) => void): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['deploy/restore-drill.sh', ...args], { cwd: repoRoot });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe.skipIf(!pgUrl)('the restore drill on PostgreSQL', () => {
  const suffix = randomBytes(5).toString('hex');
  const source = `sf_drill_source_${suffix}`;
  const target = `sf_drill_target_${suffix}`;
  const occupied = `sf_drill_occupied_${suffix}`;

  beforeAll(async () => {
    await query('postgres', `create database ${source}`);
    await query('postgres', `create database ${target}`);
    await query('postgres', `create database ${occupied}`);
    await query(occupied, "create table kept (note text); insert into kept values ('mine')");
    // A site with the demo and an operator's change, which no seed would make.
    const database = openDatabase(urlOf(source));
    try {
      await prepareDatabase(database, { seedDemo: true });
      await database.db
        .updateTable('config')
        .set({ value: JSON.stringify('Restored site') })
        .where('name', '=', 'siteName')
        .execute();
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    for (const database of [source, target, occupied]) {
      await query('postgres', `drop database if exists ${database} with (force)`);
    }
  });

  it('restores the dump exactly, while an app starting meanwhile waits and then seeds nothing', async () => {
    const app = openDatabase(urlOf(target));
    let prepared: ReturnType<typeof prepareDatabase> | undefined;
    let restoreChecked = false;
    let preparedBeforeRestoreChecked = false;
    const drill = await runDrill([urlOf(source), urlOf(target)], (line) => {
      if (line.includes('the data equals the dump')) restoreChecked = true;
      // The start an app makes (main.ts), demo included, begun before anything is restored: the empty
      // target would be fresh to it, were the lock not held.
      if (line.startsWith('holding the start-up lock')) {
        prepared = prepareDatabase(app, { seedDemo: true });
        prepared.then(
          () => {
            preparedBeforeRestoreChecked = !restoreChecked;
          },
          () => undefined,
        );
      }
    });
    try {
      expect(drill.output).toContain('the data equals the dump');
      expect(drill.code, drill.output).toBe(0);
      expect(await prepared).toEqual({ applied: [], seeded: false, demo: false, areas: 0 });
      expect(preparedBeforeRestoreChecked).toBe(false);
    } finally {
      await app.close();
    }

    expect(await tableDigests(target)).toEqual(await tableDigests(source));
    const [site] = await query<{ value: string }>(target, "select value from config where name = 'siteName'");
    expect(JSON.parse(site?.value ?? '')).toBe('Restored site');
    // A dump, a restore and an app's start and stop: seconds on an idle machine, more on a busy 2-core one.
  }, 60_000);

  it('refuses a target that already holds tables, leaving it as it was', async () => {
    const before = await tableDigests(occupied);
    const drill = await runDrill([urlOf(source), urlOf(occupied)], () => undefined);
    expect(drill.code).toBe(1);
    expect(drill.output).toContain('the target database is not empty (1 tables): restore into a new one');
    expect(await tableDigests(occupied)).toEqual(before);
  });
});
