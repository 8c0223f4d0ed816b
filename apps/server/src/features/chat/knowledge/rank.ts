import type { TKnowledgeEntry } from '../providers/provider.js';
import { indexKnowledge, type TLanguageIndex, termFrequencies } from './bm25-index.js';
import { type TToken, tokenize } from './tokenize.js';
import { correctTypos } from './typos.js';

/** A knowledge entry and how well it matches the question; higher is better. */
export interface TRankedEntry<T extends TKnowledgeEntry = TKnowledgeEntry> {
  entry: T;
  /** BM25F relevance; entries in another language than the request's count at OTHER_LANGUAGE_FACTOR. */
  score: number;
  /**
   * Share (0–1) of the question's words and Chinese characters, weighted by rarity, that the entry has: words
   * the knowledge base never uses (蓝屏, python) lower it. A character met only on its own counts half.
   */
  coverage: number;
}

/** An entry in the other language comes first only when it scores clearly (1 / 0.6 ≈ 1.7 times) better. */
export const OTHER_LANGUAGE_FACTOR = 0.6;
const CHAR_ONLY_CREDIT = 0.5;

function coverageOf(tokens: readonly TToken[], terms: ReadonlyMap<string, number>, language: TLanguageIndex) {
  const credit = new Map<number, number>();
  for (const token of tokens) {
    if (!terms.has(token.term)) continue;
    const value = token.kind === 'char' ? CHAR_ONLY_CREDIT : 1;
    const span = token.kind === 'bigram' ? 2 : 1;
    for (let at = token.position; at < token.position + span; at += 1) {
      credit.set(at, Math.max(credit.get(at) ?? 0, value));
    }
  }
  let total = 0;
  let covered = 0;
  for (const token of tokens) {
    if (token.kind !== 'word' && token.kind !== 'char') continue;
    const weight = language.terms.get(token.term)?.idf ?? language.unknownIdf;
    total += weight;
    covered += weight * (credit.get(token.position) ?? 0);
  }
  // Only question words and bigrams (在哪里): what there is matched.
  return total > 0 ? covered / total : 1;
}

/**
 * Ranks knowledge entries for a question, best first, at most `limit`, leaving out entries that share no term
 * with it. BM25F (k1 1.2, b 0.75) over question, tags and answer, weighted 3 : 2 : 0.4; entries in `lang` are
 * preferred, others win only when clearly better. Ties go to the request's language, then the lower id. The
 * index is cached by content, so ranking an unchanged knowledge base again only tokenizes the question.
 * Provider-neutral: the builtin provider answers from the first entry, a model gets the top ones in its prompt.
 */
export function rankKnowledge<T extends TKnowledgeEntry>(
  entries: readonly T[],
  question: string,
  lang: string,
  limit = 5,
): TRankedEntry<T>[] {
  const typed = tokenize(question);
  if (entries.length === 0 || limit <= 0 || typed.length === 0) return [];
  const index = indexKnowledge(entries);
  const tokens = correctTypos(typed, index);
  const query = termFrequencies(tokens);
  const scores = new Float64Array(entries.length);
  for (const language of index.languages.values()) {
    for (const [term, weight] of query) {
      for (const { doc, value } of language.terms.get(term)?.postings ?? []) {
        scores[doc] = (scores[doc] ?? 0) + weight * value;
      }
    }
  }
  const hits: Array<{ doc: number; entry: T; score: number }> = [];
  for (const [doc, entry] of entries.entries()) {
    const score = (scores[doc] ?? 0) * (entry.lang === lang ? 1 : OTHER_LANGUAGE_FACTOR);
    if (score > 0) hits.push({ doc, entry, score });
  }
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      Number(b.entry.lang === lang) - Number(a.entry.lang === lang) ||
      a.entry.id - b.entry.id,
  );
  return hits.slice(0, limit).map(({ doc, entry, score }) => {
    const language = index.languages.get(entry.lang);
    const terms = index.docTerms[doc];
    return { entry, score, coverage: language && terms ? coverageOf(tokens, terms, language) : 0 };
  });
}
