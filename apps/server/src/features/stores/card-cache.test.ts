import type { TStoreCard } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { createCardCache } from './card-cache.js';

const cardOf = (name: string) => ({ name }) as unknown as TStoreCard;

/** A cache over an in-memory "table", recording which ids each load asked for. */
function cacheOver(table: Map<number, string>, options: { ttlMs: number; maxCards: number }) {
  const loads: number[][] = [];
  const cache = createCardCache({
    ...options,
    load: async (ids) => {
      loads.push(ids);
      return new Map(ids.flatMap((id) => (table.has(id) ? [[id, cardOf(table.get(id) ?? '')]] : [])));
    },
  });
  return { cache, loads };
}

const names = (cards: Map<number, TStoreCard>) => [...cards.values()].map((card) => card.name);

describe('store card cache', () => {
  it('loads only the cards it does not hold, and leaves out ids without a store', async () => {
    const table = new Map([
      [1, 'One'],
      [2, 'Two'],
      [3, 'Three'],
    ]);
    const { cache, loads } = cacheOver(table, { ttlMs: 60_000, maxCards: 10 });
    expect(names(await cache.cardsOf([2, 1]))).toEqual(['Two', 'One']);
    const again = await cache.cardsOf([1, 3, 9]);
    expect([...again.keys()].sort()).toEqual([1, 3]);
    expect(loads).toEqual([
      [2, 1],
      [3, 9],
    ]);
  });

  it('reads a card again once its time is up, and never keeps one with a TTL of 0', async () => {
    const table = new Map([[1, 'Old']]);
    const { cache } = cacheOver(table, { ttlMs: 30, maxCards: 10 });
    await cache.cardsOf([1]);
    table.set(1, 'New');
    expect(names(await cache.cardsOf([1]))).toEqual(['Old']);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(names(await cache.cardsOf([1]))).toEqual(['New']);

    const uncached = cacheOver(table, { ttlMs: 0, maxCards: 10 });
    await uncached.cache.cardsOf([1]);
    await uncached.cache.cardsOf([1]);
    expect(uncached.loads).toEqual([[1], [1]]);
  });

  it('holds at most maxCards, dropping the one loaded earliest first', async () => {
    const table = new Map([1, 2, 3, 4].map((id) => [id, `Store ${id}`]));
    const { cache, loads } = cacheOver(table, { ttlMs: 60_000, maxCards: 2 });
    await cache.cardsOf([1, 2]);
    await cache.cardsOf([3]);
    await cache.cardsOf([2, 1]);
    expect(loads).toEqual([[1, 2], [3], [1]]);
  });

  it("makes the cards it lacks with the caller's loader when given one, and keeps them", async () => {
    const { cache, loads } = cacheOver(new Map([[1, 'From the table']]), { ttlMs: 60_000, maxCards: 10 });
    await cache.cardsOf([1]);
    const handedIn: number[][] = [];
    const found = await cache.cardsOf([1, 2], async (ids) => {
      handedIn.push(ids);
      return new Map(ids.map((id) => [id, cardOf(`Made from a search's row ${id}`)]));
    });
    expect(names(found)).toEqual(['From the table', "Made from a search's row 2"]);
    expect(handedIn).toEqual([[2]]);
    expect(names(await cache.cardsOf([2]))).toEqual(["Made from a search's row 2"]);
    expect(loads).toEqual([[1]]);
  });

  it('reads a forgotten card again, and never stores one loaded before it was forgotten', async () => {
    const table = new Map([
      [1, 'Old one'],
      [2, 'Two'],
    ]);
    const release: Array<() => void> = [];
    const gate = new Promise<void>((resolve) => release.push(resolve));
    const slowFirst = createCardCache({
      ttlMs: 60_000,
      maxCards: 10,
      load: async (ids) => {
        const read = new Map(ids.map((id) => [id, cardOf(table.get(id) ?? '')]));
        if (read.get(1)?.name === 'Old one') await gate;
        return read;
      },
    });
    const loading = slowFirst.cardsOf([1]);
    table.set(1, 'New one');
    slowFirst.forget(1);
    for (const open of release) open();
    expect(names(await loading)).toEqual(['Old one']);
    expect(names(await slowFirst.cardsOf([1]))).toEqual(['New one']);

    const { cache, loads } = cacheOver(table, { ttlMs: 60_000, maxCards: 10 });
    await cache.cardsOf([1, 2]);
    cache.forget(2);
    await cache.cardsOf([1, 2]);
    cache.forget();
    await cache.cardsOf([1]);
    expect(loads).toEqual([[1, 2], [2], [1]]);
  });
});
