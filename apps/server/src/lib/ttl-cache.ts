/**
 * Memoises an async loader per key for `ttlMs` (0: not at all), holding at most `maxKeys` keys (the oldest
 * loaded is dropped first). Each server process keeps its own copy, so a change made by another process is
 * seen within the TTL; `clear` drops everything after a local write.
 */
export function createTtlCache<K, V>(
  ttlMs: number,
  load: (key: K) => Promise<V>,
  maxKeys = Number.POSITIVE_INFINITY,
) {
  const entries = new Map<K, { expires: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load(key);
      if (ttlMs <= 0) return value;
      entries.delete(key);
      if (entries.size >= maxKeys) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { expires: now + ttlMs, value });
      // A failed load must not be served from the cache.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
