import { Redis } from 'ioredis';
import type { KvStore } from './kv-store.js';
import { createMemoryKvStore } from './memory-kv-store.js';

const CONNECT_TIMEOUT_MS = 2000;

/** What the store says when Redis goes away and comes back. */
export interface KvLog {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

/**
 * The Redis store, for several server processes. While Redis is unreachable the counters live in this
 * process's memory instead, with one warning per outage: rate limits and login throttles then count per
 * process, which is weaker across processes but keeps the site serving rather than failing every request.
 * Commands are never queued while disconnected (a request does not wait for Redis); ioredis reconnects by
 * itself, and from then on Redis counts again.
 */
export function createRedisKvStore(url: string, keyPrefix: string, log: KvLog): KvStore {
  const redis = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
  });
  const memory = createMemoryKvStore();
  let away = false;
  let closing = false;
  const wentAway = (error: unknown) => {
    if (away) return;
    away = true;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ err: reason }, 'Redis unreachable: rate limits and login throttles count in this process');
  };
  redis.on('error', wentAway);
  // A lost connection says so at once; the error only comes with the first failed reconnect, after requests
  // have already been counted in memory.
  redis.on('close', () => {
    if (!closing) wentAway(new Error('connection closed'));
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info({}, 'Redis is back: rate limits and login throttles count in Redis again');
  });

  /** Redis when it is connected and answers, this process's memory otherwise. */
  async function either<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    if (redis.status !== 'ready') return inMemory();
    try {
      return await inRedis();
    } catch (error) {
      wentAway(error);
      return inMemory();
    }
  }

  return {
    hit: (key, windowSeconds) =>
      either(
        async () => {
          const result = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
          const count = Number(result?.[0]?.[1] ?? 0);
          const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
          return { count, resetSeconds: ttl > 0 ? ttl : windowSeconds };
        },
        () => memory.hit(key, windowSeconds),
      ),
    // Connected, refused (an error comes at once) or silent for the connect timeout, whichever is first.
    ready: () =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          redis.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, CONNECT_TIMEOUT_MS);
        redis.on('ready', done);
        redis.on('error', done);
      }),
    setFlag: (key, ttlSeconds) =>
      either(
        async () => {
          await redis.set(key, '1', 'EX', ttlSeconds);
        },
        () => memory.setFlag(key, ttlSeconds),
      ),
    secondsLeft: (key) =>
      either(
        async () => {
          const ttl = await redis.ttl(key);
          return ttl > 0 ? ttl : 0;
        },
        () => memory.secondsLeft(key),
      ),
    shared: () => redis.status === 'ready' && !away,
    // Deleted from both: a lock set in memory during an outage is lifted as well.
    async delete(...keys) {
      await memory.delete(...keys);
      if (keys.length > 0)
        await either(
          () => redis.del(...keys),
          async () => 0,
        );
    },
    async close() {
      closing = true;
      await memory.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
