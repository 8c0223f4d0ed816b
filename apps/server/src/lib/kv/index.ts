import type { KvStore } from './kv-store.js';
import { createMemoryKvStore } from './memory-kv-store.js';
import { createRedisKvStore, type KvLog } from './redis-kv-store.js';

export type { KvStore } from './kv-store.js';

/** Redis when a URL is given (process memory standing in while it is away), process memory otherwise. */
export function createKvStore(redisUrl: string | undefined, keyPrefix: string, log: KvLog): KvStore {
  return redisUrl ? createRedisKvStore(redisUrl, keyPrefix, log) : createMemoryKvStore();
}
