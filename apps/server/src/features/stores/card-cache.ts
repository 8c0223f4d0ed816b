import { createTtlMap } from '../../lib/ttl-map.js';

/**
 * Store cards by store id, each kept for `ttlMs` (0: not at all) and at most `maxCards` of them, the oldest
 * dropped first. Listings find their stores' ids in SQL and take the cards from here: reading a card's
 * fifteen columns and naming its area costs more than finding the store. Each process keeps its own cards,
 * so a change shows within the TTL, as with the site settings.
 */
export function createCardCache<TCard>(options: {
  ttlMs: number;
  maxCards: number;
  /** The cards of the given ids that exist, by id. */
  load: (ids: number[]) => Promise<Map<number, TCard>>;
}) {
  const cards = createTtlMap<number, TCard>(options.ttlMs, options.maxCards);
  // Bumped by every forget: cards loaded before a change must not be stored after it.
  let generation = 0;

  return {
    /**
     * The cards of `ids` by id; ids without a store have none. `load` stands in for the cache's own loader
     * when the caller already holds what the missing cards are made of.
     */
    async cardsOf(ids: number[], load = options.load): Promise<Map<number, TCard>> {
      const now = Date.now();
      const found = new Map<number, TCard>();
      const missing: number[] = [];
      for (const id of ids) {
        const card = cards.get(id, now);
        if (card) found.set(id, card);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const loadedIn = generation;
        for (const [id, card] of await load(missing)) {
          found.set(id, card);
          if (generation === loadedIn) cards.set(id, card, now);
        }
      }
      return found;
    },

    /** Drops one store's card, or every card when no id is given. */
    forget(storeId?: number): void {
      generation += 1;
      if (storeId === undefined) cards.clear();
      else cards.delete(storeId);
    },
  };
}
