import type { TLanguage, TStoreAssistantSummary } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { CACHE_TOPIC, type CacheBus } from '../../lib/cache-bus/index.js';
import { localize, parseJsonText } from '../../lib/localized.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { createAnswerChecks } from './checks.js';
import { createDrafts } from './drafts.js';
import type { TAnswerJudge } from './evaluation.js';
import { createKnowledgeAdmin } from './knowledge-admin.js';
import {
  findAssistant,
  findAssistantByChatkey,
  findAssistantNames,
  findAssistantTexts,
  findKnowledgeWithOwner,
  listKnowledge,
  type TAssistantRow,
  type TAssistantVariant,
} from './repo.js';
import { assistantView } from './view.js';

const localizedName = (json: string, lang: TLanguage) => String(localize(parseJsonText(json), lang) ?? '');

/** Assistants whose knowledge a process keeps in memory: the busiest ones, a few MB. */
const CACHED_KNOWLEDGE_BASES = 500;

/**
 * Each store's assistants (the published one and the operators' draft) and their knowledge bases, with the
 * console's and store owners' editing, diff and publishing. Knowledge is kept per process for `cacheTtlMs`, like
 * the site settings: a chat message does not read it again; a change published on the cache bus drops it in
 * every process.
 */
export function createAssistantsService({
  db,
  bus,
  cacheTtlMs,
  secret,
  judge,
}: {
  db: TDb;
  bus: CacheBus;
  cacheTtlMs: number;
  /** APP_SECRET, which model API keys are sealed with. */
  secret: string;
  /** The builtin engine, which answer checks measure drafts with (chat's `judgeAnswer`). */
  judge: TAnswerJudge;
}) {
  const knowledge = createTtlCache(
    cacheTtlMs,
    (assistantId: number) => listKnowledge(db, assistantId),
    CACHED_KNOWLEDGE_BASES,
  );
  bus.subscribe(CACHE_TOPIC.knowledge, (key) =>
    key === undefined ? knowledge.clear() : knowledge.forget(Number(key)),
  );

  /** Drops an assistant's cached knowledge in every process after a change, so the next answer reads it anew. */
  const forgetKnowledge = (assistantId: number) => bus.publish(CACHE_TOPIC.knowledge, String(assistantId));

  const checks = createAnswerChecks({ db, judge });

  return {
    ...createDrafts({ db, secret, forgetKnowledge, checks }),
    ...checks,
    ...createKnowledgeAdmin({ db, forgetKnowledge }),

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

    /** The store and name in `lang` of each of the given assistants that exists, by id. */
    async namesOf(ids: number[], lang: TLanguage): Promise<Map<number, { storeId: number; name: string }>> {
      const rows = await findAssistantNames(db, ids);
      return new Map(
        rows.map((row) => [row.id, { storeId: row.store_id, name: localizedName(row.name, lang) }]),
      );
    },

    /** The store and question of each of the given knowledge entries that exists, by id. */
    async questionsOf(ids: number[]): Promise<Map<number, { storeId: number; question: string }>> {
      const rows = await findKnowledgeWithOwner(db, ids);
      return new Map(rows.map((row) => [row.id, { storeId: row.store_id, question: row.question }]));
    },

    /** An assistant's knowledge entries, heaviest first, from this process's cache when fresh. */
    knowledgeOf: (assistantId: number) => knowledge.get(assistantId),

    forgetKnowledge,
  };
}

export type TAssistantsService = ReturnType<typeof createAssistantsService>;
