import { type CacheBus, createLocalCacheBus } from './cache-bus.js';
import { type CacheBusLog, createRedisCacheBus } from './redis-cache-bus.js';

export type { CacheBus } from './cache-bus.js';

/** Redis pub/sub when a URL is given (several processes), this process alone otherwise. */
export function createCacheBus(redisUrl: string | undefined, keyPrefix: string, log: CacheBusLog): CacheBus {
  return redisUrl
    ? createRedisCacheBus(redisUrl, keyPrefix, log)
    : createLocalCacheBus((error) => log.warn({ err: error }, 'cache drop failed'));
}
export { createLocalCacheBus } from './cache-bus.js';
export { CACHE_TOPIC } from './topics.js';
