/** What the per-process caches hold, as the cache bus names it; a key within a topic is an id as text. */
export const CACHE_TOPIC = {
  /** Site settings, menus and the default store: one snapshot per language (no key). */
  site: 'site',
  /** An assistant's knowledge entries, by assistant id. */
  knowledge: 'knowledge',
  /** Store cards, by store id. */
  storeCards: 'store-cards',
} as const;
