import type { TMessageSource } from '@storefront/shared';
import type { TAnswerPlan } from './knowledge/answer-plan.js';
import type { TKnowledgeEntry, TSourceEntry } from './providers/provider.js';
import { isStoreFact } from './store-facts.js';

/** The entries a stored answer used; a row written before sources were kept, or unreadable, used none. */
export function sourcesOf(stored: string): TSourceEntry[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is TSourceEntry =>
        typeof item?.id === 'number' && typeof item.lang === 'string' && typeof item.question === 'string',
    );
  } catch {
    return [];
  }
}

/** How an answer records the entries it used: each once, in the order the answer used them. */
export function toSources(entries: readonly TKnowledgeEntry[]): TSourceEntry[] {
  const seen = new Set<number>();
  return entries.flatMap((entry) => {
    if (seen.has(entry.id)) return [];
    seen.add(entry.id);
    return [{ id: entry.id, lang: entry.lang, question: entry.question }];
  });
}

/** The knowledge entries a builtin plan answers with; the store's record is no entry and is left out. */
export const sourcesOfPlan = (parts: TAnswerPlan['parts']): TSourceEntry[] =>
  toSources(
    parts.flatMap(({ answer }) =>
      answer.kind === 'entry' && !isStoreFact(answer.entry) ? [answer.entry] : [],
    ),
  );

/**
 * The owner's link for each source: the draft entry with the same id (an answer from the draft itself) or, since
 * publishing copies the draft under new ids, the draft entry asking the same question in the same language.
 */
export function linkToDraft(
  sources: readonly TSourceEntry[],
  draft: readonly TKnowledgeEntry[],
): TMessageSource[] {
  return sources.map((source) => {
    const same =
      draft.find((entry) => entry.id === source.id) ??
      draft.find((entry) => entry.lang === source.lang && entry.question === source.question);
    return { ...source, draft_id: same?.id ?? null };
  });
}
