import { knowsTerm, type TCorrection, type TKnowledgeIndex } from './bm25-index.js';
import { SYNONYMS } from './synonyms.js';
import type { TToken } from './tokenize.js';

/**
 * Edit distance with adjacent swaps counted once (optimal string alignment), or `max + 1` as soon as it must
 * exceed `max`: only near words are of interest.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

const candidates = new WeakMap<TKnowledgeIndex, Map<number, Array<[string, string, number]>>>();

/**
 * The English words a typo may stand for, by length, with the term each becomes: the index's own words and the
 * synonym table's words whose meaning the index has. Built once per index.
 */
function candidatesOf(index: TKnowledgeIndex, known: (term: string) => boolean) {
  let byLength = candidates.get(index);
  if (byLength) return byLength;
  byLength = new Map();
  let order = 0;
  const add = (word: string, term: string) => {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) return;
    order += 1;
    const list = byLength?.get(word.length);
    if (list) list.push([word, term, order]);
    else byLength?.set(word.length, [[word, term, order]]);
  };
  for (const language of index.languages.values()) for (const term of language.terms.keys()) add(term, term);
  for (const [word, meaning] of SYNONYMS) if (known(meaning)) add(word, meaning);
  candidates.set(index, byLength);
  return byLength;
}

/** One slip in a word of three letters or more, two in a word of seven or more. */
const allowedSlips = (word: string) => (word.length >= 7 ? 2 : word.length >= 3 ? 1 : 0);

/**
 * English words the knowledge base does not know, replaced by its nearest word within the allowed slips
 * (nooodles → noodles) or the nearest English word of the synonym table, as its meaning (opning → open →
 * 营业, childen → children → 儿童), so a typo still finds its entry. Chinese and known words stay as typed.
 */
export function correctTypos(tokens: readonly TToken[], index: TKnowledgeIndex): TToken[] {
  const known = knowsTerm(index);
  return tokens.map((token) => {
    const slips = allowedSlips(token.term);
    if (token.kind !== 'word' || slips === 0 || !/^[a-z]+$/.test(token.term) || known(token.term))
      return token;
    if (!index.corrections.has(token.term)) index.corrections.set(token.term, nearestWord(token.term, index));
    const correction = index.corrections.get(token.term);
    if (!correction) return token;
    return { ...token, term: correction.term, ...(correction.isSure ? {} : { corrected: true as const }) };
  });
}

/**
 * The known word nearest a typed one, within its allowed slips. One slip in a word of six letters or more
 * (childen, opning) leaves no other reading and counts as the word; shorter words or two slips stay a guess.
 */
function nearestWord(typed: string, index: TKnowledgeIndex): TCorrection | undefined {
  const known = knowsTerm(index);
  const slips = allowedSlips(typed);
  let best: { term: string; distance: number; order: number } | undefined;
  const length = typed.length;
  for (let near = length - slips; near <= length + slips; near += 1) {
    for (const [word, term, order] of candidatesOf(index, known).get(near) ?? []) {
      const distance = editDistance(typed, word, slips);
      // The nearest word; between equally near ones, the index's own before the table's, in their order.
      if (
        distance <= slips &&
        (!best || distance < best.distance || (distance === best.distance && order < best.order))
      )
        best = { term, distance, order };
    }
  }
  return best && { term: best.term, isSure: best.distance === 1 && length >= 6 };
}
