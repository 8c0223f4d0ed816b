import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { type CacheBus, createLocalCacheBus } from './cache-bus.js';
import { createRedisCacheBus } from './redis-cache-bus.js';

const quiet = { warn: () => undefined };

/** Resolves with the keys `topic` received once `count` have arrived, or rejects after 5 s. */
function received(bus: CacheBus, topic: string, count: number) {
  const keys: Array<string | undefined> = [];
  return {
    keys,
    done: new Promise<Array<string | undefined>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${JSON.stringify(keys)} arrived`)), 5000);
      bus.subscribe(topic, (key) => {
        keys.push(key);
        if (keys.length === count) {
          clearTimeout(timer);
          resolve(keys);
        }
      });
    }),
  };
}

describe('local cache bus', () => {
  it('drops in this process at once, per topic, and keeps going when one handler throws', () => {
    const errors: unknown[] = [];
    const bus = createLocalCacheBus((error) => errors.push(error));
    const site: Array<string | undefined> = [];
    bus.subscribe('site', () => {
      throw new Error('broken cache');
    });
    bus.subscribe('site', (key) => site.push(key));
    bus.subscribe('knowledge', () => site.push('wrong topic'));
    bus.publish('site');
    bus.publish('site', '7');
    expect(site).toEqual([undefined, '7']);
    expect(errors).toHaveLength(2);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.runIf(REDIS_URL)('Redis cache bus', () => {
  const open: CacheBus[] = [];
  const busOn = (prefix: string) => {
    const bus = createRedisCacheBus(REDIS_URL ?? '', prefix, quiet);
    open.push(bus);
    return bus;
  };
  const prefix = () => `sf-test-${randomBytes(4).toString('hex')}:`;
  /** Subscribing happens on connect: waits until Redis counts `count` listeners on each prefix's channel. */
  async function listening(count: number, ...prefixes: string[]) {
    const admin = new Redis(REDIS_URL ?? '');
    try {
      await expect
        .poll(
          async () =>
            (await admin.pubsub('NUMSUB', ...prefixes.map((p) => `${p}cache-bus`))).filter(
              (_, i) => i % 2 === 1,
            ),
          {
            timeout: 10_000,
            interval: 25,
          },
        )
        .toEqual(prefixes.map(() => count));
    } finally {
      admin.disconnect();
    }
  }
  /** A message Redis was given has had time to arrive where it should not. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
  });

  it('tells the other process, applies its own change once, and leaves other prefixes alone', async () => {
    const [shared, other] = [prefix(), prefix()];
    const [first, second, stranger] = [busOn(shared), busOn(shared), busOn(other)];
    const unrelated: Array<string | undefined> = [];
    stranger.subscribe('knowledge', (key) => unrelated.push(key));
    await listening(2, shared);
    await listening(1, other);
    const mine = received(first, 'knowledge', 1);
    const theirs = received(second, 'knowledge', 1);
    first.publish('knowledge', '42');
    expect(await mine.done).toEqual(['42']);
    expect(await theirs.done).toEqual(['42']);
    await settle();
    expect(mine.keys).toEqual(['42']);
    expect(unrelated).toEqual([]);
  });

  it('drops everything after its connection to Redis comes back, since changes may have been missed', async () => {
    const mine = prefix();
    const bus = busOn(mine);
    await listening(1, mine);
    const drops = received(bus, 'site', 1);
    const admin = new Redis(REDIS_URL ?? '');
    try {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const listener = clients.split('\n').find((line) => line.includes(` name=${mine}cache-bus `));
      const id = /^id=(\d+) /.exec(listener ?? '')?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id ?? '');
    } finally {
      admin.disconnect();
    }
    expect(await drops.done).toEqual([undefined]);
  });

  it('keeps serving while Redis is unreachable: publishing drops locally and warns once', async () => {
    const warnings: string[] = [];
    const bus = createRedisCacheBus('redis://127.0.0.1:1', prefix(), {
      warn: (_details, message) => warnings.push(message),
    });
    open.push(bus);
    const local: Array<string | undefined> = [];
    bus.subscribe('site', (key) => local.push(key));
    bus.publish('site', 'a');
    bus.publish('site', 'b');
    expect(local).toEqual(['a', 'b']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warnings).toEqual(['cache bus: Redis unreachable']);
  });
});
