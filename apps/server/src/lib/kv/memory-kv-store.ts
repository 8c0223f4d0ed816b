import type { KvStore } from './kv-store.js';

const SWEEP_INTERVAL_MS = 60_000;

/** The in-process store: right for one server process (the embedded SQLite setup). */
export function createMemoryKvStore(now: () => number = Date.now): KvStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired keys nobody asks for again would otherwise pile up.
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    async hit(key, windowSeconds) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetSeconds: Math.ceil((entry.expiresAt - now()) / 1000) };
    },
    async setFlag(key, ttlSeconds) {
      entries.set(key, { count: 1, expiresAt: now() + ttlSeconds * 1000 });
    },
    async secondsLeft(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - now()) / 1000) : 0;
    },
    async delete(...keys) {
      for (const key of keys) entries.delete(key);
    },
    async ready() {},
    shared: () => false,
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
