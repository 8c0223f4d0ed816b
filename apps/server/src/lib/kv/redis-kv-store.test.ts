import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.js';
import { startOwnRedis } from '../../test/redis-server.js';
import type { KvStore } from './kv-store.js';
import { createRedisKvStore } from './redis-kv-store.js';

describe('the Redis store when Redis goes away and comes back', () => {
  let redis: Awaited<ReturnType<typeof startOwnRedis>>;
  let store: KvStore;
  const lines: Array<{ level: string; message: string }> = [];
  /** A key as Redis holds it, read on a connection of its own. */
  const inRedis = async (key: string) => {
    const direct = new Redis(redis.url);
    try {
      return await direct.get(key);
    } finally {
      direct.disconnect();
    }
  };
  beforeAll(async () => {
    redis = await startOwnRedis();
    store = createRedisKvStore(redis.url, 't:', {
      warn: (_details, message) => lines.push({ level: 'warn', message }),
      info: (_details, message) => lines.push({ level: 'info', message }),
    });
  });
  afterAll(async () => {
    await store.close();
    await redis.stop();
  });

  it('counts in Redis, in this process while Redis is down (with one warning), and in Redis again once it is back', async () => {
    // Connecting takes a moment, counted in memory meanwhile; then the counts are Redis's.
    await expect
      .poll(async () => {
        await store.hit('a', 60);
        return inRedis('t:a');
      })
      .not.toBeNull();
    expect(lines).toEqual([]);

    await redis.stop();
    const down = await Promise.all([store.hit('b', 60), store.hit('b', 60), store.hit('b', 60)]);
    expect(down.map((hit) => hit.count).sort()).toEqual([1, 2, 3]);
    await store.setFlag('lock', 60);
    expect(await store.secondsLeft('lock')).toBeGreaterThan(0);
    await store.delete('lock');
    expect(await store.secondsLeft('lock')).toBe(0);
    expect(lines).toEqual([{ level: 'warn', message: expect.stringContaining('Redis unreachable') }]);

    await redis.start();
    await expect
      .poll(() => lines.some((line) => line.level === 'info'), { timeout: 10_000, interval: 100 })
      .toBe(true);
    expect((await store.hit('c', 60)).count).toBe(1);
    expect(await inRedis('t:c')).toBe('1');
  });
});

describe('the Redis store starting up', () => {
  const quiet = { warn: () => undefined, info: () => undefined };

  it('is ready once connected: the first hit after it counts in Redis, as every process counts', async () => {
    const redis = await startOwnRedis();
    const store = createRedisKvStore(redis.url, 'up:', quiet);
    try {
      await store.ready();
      await store.hit('first', 60);
      const direct = new Redis(redis.url);
      expect(await direct.get('up:first')).toBe('1');
      direct.disconnect();
    } finally {
      await store.close();
      await redis.stop();
    }
  });

  it('is ready all the same when Redis refuses, and counts in this process meanwhile', async () => {
    const store = createRedisKvStore(`redis://127.0.0.1:${await freePort()}`, 'up:', quiet);
    try {
      await store.ready();
      expect((await store.hit('first', 60)).count).toBe(1);
      expect((await store.hit('first', 60)).count).toBe(2);
    } finally {
      await store.close();
    }
  });
});
