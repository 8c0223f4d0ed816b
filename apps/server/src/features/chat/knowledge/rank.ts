import type { TKnowledgeEntry } from '../providers/provider.js';
import { indexKnowledge, type TKnowledgeIndex, type TLanguageIndex, termFrequencies } from './bm25-index.js';
import { type TToken, tokenize } from './tokenize.js';
import { correctTypos } from './typos.js';

/** A knowledge entry and how well it matches the question; higher is better. */
export interface TRankedEntry<T extends TKnowledgeEntry = TKnowledgeEntry> {
  entry: T;
  /** BM25F relevance of its best passage; entries in another language count at OTHER_LANGUAGE_FACTOR. */
  score: number;
  /**
   * Share (0–1) of the question's words, weighted by rarity, that the entry has: words the knowledge base never
   * uses (蓝屏, python) lower it, filler (多少, now) does not count. A word met only through its characters
   * counts in part.
   */
  coverage: number;
  /** Whether the entry has the question's rarest word the knowledge base knows (high chair, not "now"). */
  rareMatched: boolean;
  /** The one line that answers, when the entry is long and that line alone matches best. */
  passage?: string;
}

/** An entry in the other language comes first only when it scores clearly (1 / 0.6 ≈ 1.7 times) better. */
export const OTHER_LANGUAGE_FACTOR = 0.6;
/** Credit for a word met only through its characters (bigram, single character) or a hyphen part. */
const PART_CREDIT = { bigram: 0.5, char: 0.25, part: 0.5 } as const;
/** Credit for a word matched only after a typo was corrected (opning → open): likely, not sure. */
const CORRECTED_CREDIT = 0.5;
/**
 * What a word of the earlier question weighs beside the follow-up's own ("那周末呢？" after "工作日几点开门？"):
 * the follow-up names what is asked (the weekend), the earlier question only what about (opening), so it may not
 * pull the earlier answer back.
 */
const CONTEXT_WEIGHT = 0.5;
/** An answer this long, or of this many lines, is answered with its matching line and its title. */
const LONG_ANSWER = { chars: 200, passages: 3 } as const;

/**
 * What a word no entry has weighs in coverage. A Chinese noun (啤酒, 无线网) names the thing asked about: as much
 * as a word can weigh, so a store that has never heard of it does not answer. A Chinese verb or adverb (买到,
 * 能拿) is mostly how the visitor phrases the question: half of a rare word; a lone single character (带, 进,
 * 花) more so still in colloquial questions: a quarter. English words carry no part of speech here and
 * weigh as a word one entry has.
 */
function unknownWeight(token: TToken, language: TLanguageIndex, inRun: boolean): number {
  if (token.noun) return language.unseenIdf;
  if (/^\p{Script=Han}$/u.test(token.term) && !inRun) return language.unknownIdf / 4;
  return /^\p{Script=Han}+$/u.test(token.term) ? language.unknownIdf / 2 : language.unknownIdf;
}

/**
 * Positions of single Chinese characters the knowledge does not know that stand beside another such character:
 * jieba leaves a word its dictionary lacks (蓝屏) as single characters, and that word is what is asked about.
 */
function unknownRuns(units: readonly TToken[], language: TLanguageIndex): Set<number> {
  const lone = new Set(
    units
      .filter((token) => /^\p{Script=Han}$/u.test(token.term) && !language.terms.has(token.term))
      .map((token) => token.position),
  );
  return new Set([...lone].filter((position) => lone.has(position - 1) || lone.has(position + 1)));
}

function coverageOf(tokens: readonly TToken[], terms: ReadonlySet<string>, language: TLanguageIndex) {
  const credit = new Map<number, number>();
  for (const token of tokens) {
    if (!terms.has(token.term)) continue;
    const value = token.kind === 'word' ? (token.corrected ? CORRECTED_CREDIT : 1) : PART_CREDIT[token.kind];
    credit.set(token.position, Math.max(credit.get(token.position) ?? 0, value));
  }
  // Filler is left out, unless the question is nothing else ("where are you?").
  const units = tokens.filter((token) => token.kind === 'word');
  const telling = units.some((token) => !token.filler) ? units.filter((token) => !token.filler) : units;
  // The rarest word is looked for among the follow-up's own words, when it has any the knowledge knows.
  const ownKnown = telling.some((token) => !token.context && language.terms.has(token.term));
  const runs = unknownRuns(units, language);
  let total = 0;
  let covered = 0;
  let rarest = 0;
  let rareMatched = true;
  for (const token of telling) {
    const got = credit.get(token.position) ?? 0;
    const known = language.terms.get(token.term)?.idf;
    const unknown = () => unknownWeight(token, language, runs.has(token.position));
    const weight = (known ?? unknown()) * (token.context ? CONTEXT_WEIGHT : 1);
    total += weight;
    covered += weight * got;
    if (known === undefined || (token.context && ownKnown)) continue;
    if (known > rarest + 1e-9) {
      rarest = known;
      rareMatched = got >= CORRECTED_CREDIT;
    } else if (Math.abs(known - rarest) <= 1e-9 && got >= CORRECTED_CREDIT) rareMatched = true;
  }
  return { coverage: total > 0 ? covered / total : 1, rareMatched };
}

/**
 * The passage to answer with: only for a long entry, and only when one of its lines has more of the question's
 * words than any other line, counting words the entry's question and tags do not already have (those say which
 * entry, not which line), so "how much is a cinnamon roll" gets that line of the price list.
 */
function answeringPassage(
  index: TKnowledgeIndex,
  doc: number,
  entry: TKnowledgeEntry,
  tokens: readonly TToken[],
) {
  const passages = index.passagesOf[doc] ?? [];
  if (passages.length < 2) return undefined;
  if (passages.length < LONG_ANSWER.passages && entry.answer.length < LONG_ANSWER.chars) return undefined;
  const head = index.headTerms[doc];
  const words = tokens
    .filter((token) => token.kind === 'word' && !token.filler && !head?.has(token.term))
    .map((token) => token.term);
  const counts = passages.map((passage) => words.filter((term) => passage.terms.has(term)).length);
  const [best = 0, second = 0] = [...counts].sort((a, b) => b - a);
  return best > second ? passages[counts.indexOf(best)]?.text : undefined;
}

/** The question's tokens after the earlier question's, which are marked and weigh CONTEXT_WEIGHT. */
function withContext(own: TToken[], context: string): TToken[] {
  if (!context) return own;
  const earlier = tokenize(context);
  const after = earlier.reduce((last, token) => Math.max(last, token.position + 1), 0);
  return [
    ...earlier.map((token) => ({ ...token, weight: token.weight * CONTEXT_WEIGHT, context: true as const })),
    ...own.map((token) => ({ ...token, position: token.position + after })),
  ];
}

/**
 * Ranks knowledge entries for a question, best first, at most `limit`, leaving out entries that share no term
 * with it. Each line of an answer is a passage scored by BM25F (k1 1.2, b 0.75) with its entry's question and
 * tags (weighted 3 : 2 : 1); an entry scores as its best passage. Entries in `lang` are preferred, others win
 * only when clearly better; ties go to the request's language, then the lower id. `context` (an earlier
 * question a follow-up leans on) is searched with the question, its words weighing CONTEXT_WEIGHT. The index is
 * cached by content, so ranking an unchanged knowledge base again only tokenizes the question.
 */
export function rankKnowledge<T extends TKnowledgeEntry>(
  entries: readonly T[],
  question: string,
  lang: string,
  limit = 5,
  context = '',
): TRankedEntry<T>[] {
  const typed = withContext(tokenize(question), context);
  if (entries.length === 0 || limit <= 0 || typed.length === 0) return [];
  const index = indexKnowledge(entries);
  const tokens = correctTypos(typed, index);
  const query = termFrequencies(tokens);
  const scores = new Float64Array(index.passages.length);
  for (const language of index.languages.values()) {
    for (const [term, weight] of query) {
      for (const { doc, value } of language.terms.get(term)?.postings ?? []) {
        scores[doc] = (scores[doc] ?? 0) + weight * value;
      }
    }
  }
  const best = new Map<number, number>();
  for (const [doc, passage] of index.passages.entries()) {
    const score = scores[doc] ?? 0;
    if (score > (best.get(passage.entry) ?? 0)) best.set(passage.entry, score);
  }
  const hits = [...best].map(([doc, top]) => {
    const entry = entries[doc] as T;
    return { doc, entry, score: top * (entry.lang === lang ? 1 : OTHER_LANGUAGE_FACTOR) };
  });
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      Number(b.entry.lang === lang) - Number(a.entry.lang === lang) ||
      a.entry.id - b.entry.id,
  );
  return hits.slice(0, limit).map(({ doc, entry, score }) => {
    const language = index.languages.get(entry.lang);
    const terms = index.entryTerms[doc];
    const fit = language && terms ? coverageOf(tokens, terms, language) : { coverage: 0, rareMatched: false };
    const passage = answeringPassage(index, doc, entry, tokens);
    return { entry, score, ...fit, ...(passage ? { passage } : {}) };
  });
}
