import type { TLanguage, TStoreAssistantSummary } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import {
  findAssistant,
  findAssistantByChatkey,
  findAssistantTexts,
  listKnowledge,
  type TAssistantRow,
  type TAssistantVariant,
} from './repo.js';
import { assistantView } from './view.js';

/** Assistants whose knowledge a process keeps in memory: the busiest ones, a few MB. */
const CACHED_KNOWLEDGE_BASES = 500;

/**
 * Each store's assistants (the published one and the operators' draft) and their knowledge bases. Knowledge is
 * kept per process for `cacheTtlMs`, like the site settings: a chat message does not read it again.
 */
export function createAssistantsService({ db, cacheTtlMs }: { db: TDb; cacheTtlMs: number }) {
  const knowledge = createTtlCache(
    cacheTtlMs,
    (assistantId: number) => listKnowledge(db, assistantId),
    CACHED_KNOWLEDGE_BASES,
  );

  return {
    /** A store's published assistant or its draft. */
    find: (storeId: number, variant: TAssistantVariant) => findAssistant(db, storeId, variant),

    /** The assistant a chat key names. */
    findByChatkey: (chatkey: string): Promise<TAssistantRow | undefined> =>
      findAssistantByChatkey(db, chatkey),

    /** What visitors see of an assistant, in one language. */
    view: (assistant: TAssistantRow, lang: TLanguage) => assistantView(assistant, lang),

    /** A store's published assistant as its page shows it; null when the store has none. */
    async publishedSummary(storeId: number, lang: TLanguage): Promise<TStoreAssistantSummary | null> {
      const texts = await findAssistantTexts(db, storeId, 'published');
      return texts ? assistantView(texts, lang) : null;
    },

    /** An assistant's knowledge entries, heaviest first, from this process's cache when fresh. */
    knowledgeOf: (assistantId: number) => knowledge.get(assistantId),

    /** Drops an assistant's cached knowledge after a local change, so the next answer reads it anew. */
    forgetKnowledge: (assistantId: number) => knowledge.forget(assistantId),
  };
}

export type TAssistantsService = ReturnType<typeof createAssistantsService>;
