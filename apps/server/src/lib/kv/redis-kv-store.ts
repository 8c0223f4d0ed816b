import { Redis } from 'ioredis';
import type { KvStore } from './kv-store.js';

/**
 * The Redis store, for several server processes. A command waits through at most one reconnect attempt and
 * then fails, so while Redis is away a request gets the generic error envelope instead of hanging; ioredis
 * keeps reconnecting by itself.
 */
export function createRedisKvStore(url: string, keyPrefix = 'sf:'): KvStore {
  const redis = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  // Connection errors are reported per command; without a listener ioredis would also print each one.
  redis.on('error', () => undefined);

  return {
    async hit(key, windowSeconds) {
      const result = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, resetSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async setFlag(key, ttlSeconds) {
      await redis.set(key, '1', 'EX', ttlSeconds);
    },
    async secondsLeft(key) {
      const ttl = await redis.ttl(key);
      return ttl > 0 ? ttl : 0;
    },
    async delete(...keys) {
      if (keys.length > 0) await redis.del(...keys);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
