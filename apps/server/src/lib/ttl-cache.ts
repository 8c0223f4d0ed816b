import { createTtlMap } from './ttl-map.js';

/**
 * Memoises an async loader per key for `ttlMs` (0: not at all), holding at most `maxKeys` keys (the oldest
 * loaded is dropped first). Each server process keeps its own copy, so a change made by another process is
 * seen within the TTL; after a local write `forget` drops one key, `clear` everything.
 */
export function createTtlCache<K, V>(
  ttlMs: number,
  load: (key: K) => Promise<V>,
  maxKeys = Number.POSITIVE_INFINITY,
) {
  const loaded = createTtlMap<K, Promise<V>>(ttlMs, maxKeys);
  return {
    get(key: K): Promise<V> {
      const hit = loaded.get(key);
      if (hit) return hit;
      const value = load(key);
      loaded.set(key, value);
      // A failed load must not be served from the cache.
      value.catch(() => loaded.forget(key, value));
      return value;
    },
    forget: loaded.delete,
    clear: loaded.clear,
  };
}
