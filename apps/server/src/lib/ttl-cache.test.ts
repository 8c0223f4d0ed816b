import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

/** A cache over a counter, so each load is visible in its answer. */
function counted(ttlMs: number, maxKeys?: number) {
  const loads: string[] = [];
  const cache = createTtlCache(
    ttlMs,
    async (key: string) => {
      loads.push(key);
      if (key === 'bad') throw new Error('load failed');
      return `${key}#${loads.length}`;
    },
    maxKeys,
  );
  return { cache, loads };
}

describe('createTtlCache', () => {
  it('answers from memory within the TTL and loads again after it', async () => {
    const { cache } = counted(30);
    expect(await cache.get('a')).toBe('a#1');
    expect(await cache.get('a')).toBe('a#1');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('a')).toBe('a#2');
  });

  it('keeps nothing with a TTL of 0, and never keeps a failed load', async () => {
    const { cache, loads } = counted(0);
    await cache.get('a');
    await cache.get('a');
    expect(loads).toEqual(['a', 'a']);
    const kept = counted(60_000);
    await expect(kept.cache.get('bad')).rejects.toThrow('load failed');
    await expect(kept.cache.get('bad')).rejects.toThrow('load failed');
    expect(kept.loads).toEqual(['bad', 'bad']);
  });

  it('holds at most maxKeys keys, dropping the one loaded earliest', async () => {
    const { cache, loads } = counted(60_000, 2);
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    await cache.get('b');
    await cache.get('a');
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('forgets everything on clear', async () => {
    const { cache } = counted(60_000);
    expect(await cache.get('a')).toBe('a#1');
    cache.clear();
    expect(await cache.get('a')).toBe('a#2');
  });
});
