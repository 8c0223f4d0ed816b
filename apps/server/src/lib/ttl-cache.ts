/**
 * Memoises an async loader per key for `ttlMs`. Each server process keeps its own copy, so a change made
 * by another process is seen within the TTL; `clear` drops everything after a local write.
 */
export function createTtlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>) {
  const entries = new Map<K, { expires: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load(key);
      entries.set(key, { expires: now + ttlMs, value });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
