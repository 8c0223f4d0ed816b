/**
 * Values by key, each kept for `ttlMs` (0: none kept) and at most `maxKeys` of them, the one stored earliest
 * dropped first. The memory behind each process's caches: a change made elsewhere shows within the TTL.
 */
export function createTtlMap<K, V>(ttlMs: number, maxKeys = Number.POSITIVE_INFINITY) {
  const entries = new Map<K, { value: V; expires: number }>();
  return {
    /** The value of `key` while it is fresh. */
    get(key: K, now = Date.now()): V | undefined {
      const entry = entries.get(key);
      return entry && entry.expires > now ? entry.value : undefined;
    },
    set(key: K, value: V, now = Date.now()): void {
      if (ttlMs <= 0) return;
      entries.delete(key);
      if (entries.size >= maxKeys) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expires: now + ttlMs });
    },
    /** Drops `key` if it still holds `value` (not a newer one stored since). */
    forget(key: K, value: V): void {
      if (entries.get(key)?.value === value) entries.delete(key);
    },
    delete(key: K): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}
