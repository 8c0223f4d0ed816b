import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The PostgreSQL and Redis the multi-process tests run on: TEST_PG_URL and TEST_REDIS_URL (CI sets both).
 * Without them these tests cannot run: on a developer's machine they are skipped with a warning printed, and
 * under CI (CI set) the missing setting is an error, so a CI run never passes without them.
 */
export function sharedServices(): { pgUrl: string; redisUrl: string } | undefined {
  const pgUrl = process.env.TEST_PG_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (pgUrl && redisUrl) return { pgUrl, redisUrl };
  const missing = [pgUrl ? '' : 'TEST_PG_URL', redisUrl ? '' : 'TEST_REDIS_URL']
    .filter(Boolean)
    .join(' and ');
  if (process.env.CI) throw new Error(`the multi-process tests need ${missing} in CI`);
  console.warn(`\n!!! ${missing} unset: the multi-process tests on PostgreSQL + Redis are SKIPPED !!!\n`);
  return undefined;
}

/** A PostgreSQL URL whose connections use `schema` (search_path), as a deployment on its own schema would. */
function urlWithSchema(pgUrl: string, schema: string): string {
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}

/** Runs SQL as the test's superuser on the scratch schema's database; one connection per call. */
export async function pgQuery<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** An empty schema on TEST_PG_URL's database, and a URL that puts servers in it; `drop` removes it. */
export async function scratchSchema(pgUrl: string) {
  const schema = `sys_${randomBytes(5).toString('hex')}`;
  await pgQuery(pgUrl, `create schema ${schema}`);
  const url = urlWithSchema(pgUrl, schema);
  return {
    schema,
    url,
    query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => pgQuery<T>(url, text, values),
    drop: () => pgQuery(pgUrl, `drop schema ${schema} cascade`),
  };
}

/** A key prefix of its own on the shared Redis; `drop` deletes its keys. */
export function scratchRedisPrefix(redisUrl: string) {
  const prefix = `sys_${randomBytes(5).toString('hex')}:`;
  return {
    prefix,
    drop: async () => {
      const redis = new Redis(redisUrl);
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
    },
  };
}
