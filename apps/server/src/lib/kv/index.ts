import type { KvStore } from './kv-store.js';
import { createMemoryKvStore } from './memory-kv-store.js';
import { createRedisKvStore } from './redis-kv-store.js';

export type { KvStore } from './kv-store.js';

/** Redis when a URL is given, process memory otherwise. */
export function createKvStore(redisUrl: string | undefined, keyPrefix?: string): KvStore {
  return redisUrl ? createRedisKvStore(redisUrl, keyPrefix) : createMemoryKvStore();
}
