import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../apps/server/src/test/factories.js';
import { startOwnRedis } from '../apps/server/src/test/redis-server.js';
import { startPgCluster, type TCluster } from './support/cluster.js';
import { pgQuery, sharedServices } from './support/services.js';

const services = sharedServices();
const PASSWORD = 'outage-Pass-7';
const INTERNAL_ERROR = { code: 0, msg: 'Server internal error!' };

describe.skipIf(!services)('two server processes while PostgreSQL or Redis fails under them', () => {
  const applicationName = `sf_outage_${randomBytes(4).toString('hex')}`;
  let redis: Awaited<ReturnType<typeof startOwnRedis>>;
  let cluster: TCluster;
  beforeAll(async () => {
    // A Redis of this test's own, so taking it away touches no other test.
    redis = await startOwnRedis();
    cluster = await startPgCluster({
      pgUrl: services?.pgUrl ?? '',
      redisUrl: redis.url,
      count: 2,
      applicationName,
      // Every bootstrap reads the database, so each request shows whether PostgreSQL answered.
      env: { SITE_CACHE_TTL_MS: '0' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
  });

  const call = async (index: number, path: string, body?: unknown) => {
    const response = await fetch((cluster.servers[index]?.url ?? '') + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'think-lang': 'en' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  };
  const login = (index: number, username: string, password: string) =>
    call(index, '/api/user/checkIn', {
      tab: 'login',
      username,
      password,
      keep: false,
      captchaId: '',
      captchaInfo: '',
    });
  const pids = () => cluster.servers.map((server) => server.pid);
  const logged = (text: string) => cluster.servers.map((server) => server.output().includes(text));

  it('keeps serving on in-process counters while Redis is down, with a warning, and counts in Redis again once it is back', async () => {
    const before = pids();
    const member = await createMember(cluster.database.db, { password: PASSWORD });
    await redis.stop();
    for (const index of [0, 1, 0, 1]) {
      expect((await call(index, '/api/index/index')).body.code).toBe(1);
      expect((await login(index, member.username, PASSWORD)).body.code).toBe(1);
    }
    await expect
      .poll(() => logged('Redis unreachable: rate limits and login throttles count in this process'))
      .toEqual([true, true]);

    await redis.start();
    await expect
      .poll(() => logged('Redis is back: rate limits and login throttles count in Redis again'), {
        timeout: 15_000,
      })
      .toEqual([true, true]);
    // Shared counting again: ten failed logins spread over both processes lock the account on both.
    const other = await createMember(cluster.database.db, { password: PASSWORD });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(attempt % 2, other.username, 'wrong-Pass-1')).body.msg).toBe(
        'Incorrect account or password',
      );
    }
    for (const index of [0, 1]) {
      expect((await login(index, other.username, PASSWORD)).body.msg).toMatch(
        /^Too many failed login attempts/,
      );
    }
    expect(pids()).toEqual(before);
  });

  it('answers the internal-error envelope while PostgreSQL drops its connections, and recovers without a restart', async () => {
    const before = pids();
    const terminate = () =>
      pgQuery(
        services?.pgUrl ?? '',
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
    const answers: Array<{ status: number; body: unknown }> = [];
    const until = Date.now() + 2000;
    const killing = (async () => {
      while (Date.now() < until) {
        await terminate();
        await sleep(5);
      }
    })();
    while (Date.now() < until) {
      answers.push(...(await Promise.all([0, 1, 0, 1].map((index) => call(index, '/api/index/index')))));
    }
    await killing;
    const failed = answers.filter((answer) => answer.status !== 200);
    expect(failed.length).toBeGreaterThan(0);
    for (const answer of failed) expect(answer).toMatchObject({ status: 500, body: INTERNAL_ERROR });

    // Recovered: the pools open fresh connections, and the processes are the same ones.
    for (let round = 0; round < 5; round++) {
      for (const index of [0, 1]) expect((await call(index, '/api/index/index')).body.code).toBe(1);
    }
    expect((await call(0, '/healthz')).status).toBe(200);
    expect(pids()).toEqual(before);
  });
});
