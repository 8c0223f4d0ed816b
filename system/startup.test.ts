import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../e2e/support/server.js';
import { scratchSchema, sharedServices } from './support/services.js';

const services = sharedServices();

/** The `database ready` line a server logs once it has migrated and seeded. */
function readiness(server: RunningServer): { migrations: string[]; seeded: boolean } {
  const line = server
    .output()
    .split('\n')
    .find((text) => text.includes('"database ready"'));
  if (!line) throw new Error(`no "database ready" line in:\n${server.output()}`);
  return JSON.parse(line);
}

describe.skipIf(!services)('three processes started at once on an empty PostgreSQL schema', () => {
  const servers: RunningServer[] = [];
  let schema: Awaited<ReturnType<typeof scratchSchema>>;
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await schema?.drop();
  });

  it('all become healthy; one migrates and seeds while the others wait and find the data ready', async () => {
    schema = await scratchSchema(services?.pgUrl ?? '');
    const env = { DATABASE_URL: schema.url, APP_SECRET: randomBytes(32).toString('hex') };
    const started = await Promise.allSettled([1, 2, 3].map(() => startServer({ env })));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = started.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);

    const ready = servers.map(readiness);
    expect(ready.filter((one) => one.seeded)).toHaveLength(1);
    expect(ready.filter((one) => one.migrations.length > 0)).toHaveLength(1);
    const migrations = await schema.query<{ name: string }>('select name from kysely_migration');
    expect(ready.find((one) => one.seeded)?.migrations).toEqual(migrations.map((row) => row.name));

    const [settings] = await schema.query<{ rows: string; names: string }>(
      'select count(*) as rows, count(distinct name) as names from config',
    );
    expect(Number(settings?.rows)).toBeGreaterThan(0);
    expect(settings?.rows).toBe(settings?.names);
    const demo = await schema.query<{ id: number }>('select id from "user" where username = \'demo\'');
    expect(demo).toHaveLength(1);
    const bonus = await schema.query('select id from user_score_log where user_id = $1', [demo[0]?.id]);
    expect(bonus).toHaveLength(1);
    for (const server of servers) {
      const index = await (await fetch(`${server.url}/api/index/index`)).json();
      expect(index.code).toBe(1);
    }
  });
});
