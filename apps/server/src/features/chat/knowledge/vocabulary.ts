import type { TKnowledgeEntry } from '../providers/provider.js';
import { indexKnowledge, knowsTerm } from './bm25-index.js';
import { type TToken, tokenize } from './tokenize.js';

/** A question's words that say something (filler aside): what it asks about, and how. */
export const tellingWords = (text: string): TToken[] =>
  tokenize(text).filter((token) => token.kind === 'word' && !token.filler);

/** Whether a term is in the knowledge base, in any of its languages. */
export const vocabularyOf = (knowledge: readonly TKnowledgeEntry[]): ((term: string) => boolean) =>
  knowsTerm(indexKnowledge(knowledge));

/**
 * The things a question names that the knowledge base and `ownText` (the store's name, its record) never
 * mention: another shop (隔壁饺子馆, "Hot Dry Noodle King"), a product it does not sell. A Chinese verb or adverb the knowledge lacks
 * (最晚, 过去) is how the visitor phrases the question, not what it is about, so only nouns count there; an
 * English word carries no part of speech here and counts as it is (as rank.ts weighs unknown words).
 */
export function unknownSubjects(knowledge: readonly TKnowledgeEntry[], text: string, ownText = ''): string[] {
  const own = new Set(tokenize(ownText).map((token) => token.term));
  const known = vocabularyOf(knowledge);
  return tellingWords(text)
    .filter((token) => token.noun || !/^\p{Script=Han}+$/u.test(token.term))
    .filter((token) => !/^\d/.test(token.term) && !own.has(token.term) && !known(token.term))
    .map((token) => token.term);
}
