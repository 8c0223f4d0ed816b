import type { TStoreCard } from '@storefront/shared';

interface TCachedCard {
  card: TStoreCard;
  expires: number;
}

/**
 * Store cards by store id, each kept for `ttlMs` (0: not at all) and at most `maxCards` of them, the oldest
 * dropped first. Listings find their stores' ids in SQL and take the cards from here: reading a card's
 * fifteen columns and naming its area costs more than finding the store. Each process keeps its own cards,
 * so a change shows within the TTL, as with the site settings.
 */
export function createCardCache(options: {
  ttlMs: number;
  maxCards: number;
  /** The cards of the given ids that exist, in any order. */
  load: (ids: number[]) => Promise<Array<TStoreCard & { id: number }>>;
}) {
  const cards = new Map<number, TCachedCard>();

  function remember(id: number, card: TStoreCard, now: number) {
    if (options.ttlMs <= 0) return;
    cards.delete(id);
    if (cards.size >= options.maxCards) {
      const oldest = cards.keys().next().value;
      if (oldest !== undefined) cards.delete(oldest);
    }
    cards.set(id, { card, expires: now + options.ttlMs });
  }

  return {
    /** The cards of `ids` by id; ids without a store have none. */
    async cardsOf(ids: number[]): Promise<Map<number, TStoreCard>> {
      const now = Date.now();
      const found = new Map<number, TStoreCard>();
      const missing: number[] = [];
      for (const id of ids) {
        const cached = cards.get(id);
        if (cached && cached.expires > now) found.set(id, cached.card);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const { id, ...card } of await options.load(missing)) {
          found.set(id, card);
          remember(id, card, now);
        }
      }
      return found;
    },
  };
}
