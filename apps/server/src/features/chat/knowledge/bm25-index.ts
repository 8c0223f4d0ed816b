import { hash } from 'node:crypto';
import type { TKnowledgeEntry } from '../providers/provider.js';
import { type TToken, tokenize } from './tokenize.js';

const K1 = 1.2;
const B = 0.75;
/** The question says what an entry is about, tags add the words visitors use, the answer only hints. */
const FIELD_WEIGHTS = { question: 3, tags: 2, answer: 0.4 } as const;
type TField = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as TField[];
/** About 11 KB of index per entry: the cache keeps at most this many entries' worth (~22 MB). */
const CACHE_MAX_ENTRIES = 2000;

interface TPosting {
  /** The entry's position in the ranked list. */
  doc: number;
  /** idf × saturated field-weighted term frequency: the term's whole score for a question weight of 1. */
  value: number;
}

/** One language's entries: each language keeps its own term statistics. */
export interface TLanguageIndex {
  terms: Map<string, { idf: number; postings: TPosting[] }>;
  /** The idf of a term no entry has: the most a question term can weigh. */
  unknownIdf: number;
}

/** A BM25F index of a knowledge base: per language, plus each entry's terms (by position in the list). */
export interface TKnowledgeIndex {
  languages: Map<string, TLanguageIndex>;
  docTerms: ReadonlyMap<string, number>[];
  size: number;
}

const cache = new Map<string, TKnowledgeIndex>();
let cachedEntries = 0;

/** Sums the weights of repeated terms. */
export function termFrequencies(tokens: readonly TToken[]): Map<string, number> {
  const frequencies = new Map<string, number>();
  for (const { term, weight } of tokens) frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
  return frequencies;
}

const idfOf = (docs: number, df: number) => Math.log(1 + (docs - df + 0.5) / (df + 0.5));

/** BM25F: each field's term frequency is length-normalised on its own and weighted; saturation comes once. */
function weightedTerms(entries: readonly TKnowledgeEntry[], docs: number[]): Map<string, number>[] {
  const fields = docs.map((doc) =>
    FIELDS.map((field) => {
      const tokens = tokenize(entries[doc]?.[field] ?? '');
      return {
        frequencies: termFrequencies(tokens),
        length: tokens.reduce((sum, token) => sum + token.weight, 0),
      };
    }),
  );
  const averages = FIELDS.map(
    (_, f) => fields.reduce((sum, doc) => sum + (doc[f]?.length ?? 0), 0) / docs.length,
  );
  return fields.map((doc) => {
    const combined = new Map<string, number>();
    for (const [f, field] of doc.entries()) {
      const norm = FIELD_WEIGHTS[FIELDS[f] ?? 'answer'] / (1 - B + (B * field.length) / (averages[f] || 1));
      for (const [term, tf] of field.frequencies) combined.set(term, (combined.get(term) ?? 0) + tf * norm);
    }
    return combined;
  });
}

function indexLanguage(entries: readonly TKnowledgeEntry[], docs: number[], docTerms: Map<string, number>[]) {
  const weighted = weightedTerms(entries, docs);
  const frequency = new Map<string, number>();
  for (const doc of weighted)
    for (const term of doc.keys()) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const language: TLanguageIndex = { terms: new Map(), unknownIdf: idfOf(docs.length, 0) };
  for (const [position, terms] of weighted.entries()) {
    const doc = docs[position] ?? 0;
    docTerms[doc] = terms;
    for (const [term, tf] of terms) {
      let found = language.terms.get(term);
      if (!found) {
        found = { idf: idfOf(docs.length, frequency.get(term) ?? 0), postings: [] };
        language.terms.set(term, found);
      }
      found.postings.push({ doc, value: (found.idf * tf * (K1 + 1)) / (tf + K1) });
    }
  }
  return language;
}

/**
 * The index of a knowledge base, built once per content: cached by a hash of the entries' languages and texts,
 * so a reloaded but unchanged knowledge base is not tokenized again; least recently used indexes go first.
 */
export function indexKnowledge(entries: readonly TKnowledgeEntry[]): TKnowledgeIndex {
  const key = hash(
    'sha1',
    entries
      .map((entry) => `${entry.lang}\u0001${entry.question}\u0001${entry.tags}\u0001${entry.answer}`)
      .join('\u0002'),
  );
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const byLang = new Map<string, number[]>();
  for (const [doc, entry] of entries.entries()) {
    const docs = byLang.get(entry.lang);
    if (docs) docs.push(doc);
    else byLang.set(entry.lang, [doc]);
  }
  const docTerms: Map<string, number>[] = [];
  const languages = new Map(
    [...byLang].map(([lang, docs]) => [lang, indexLanguage(entries, docs, docTerms)]),
  );
  const index = { languages, docTerms, size: entries.length };
  cache.set(key, index);
  cachedEntries += index.size;
  for (const [oldKey, old] of cache) {
    if (cachedEntries <= CACHE_MAX_ENTRIES || oldKey === key) break;
    cache.delete(oldKey);
    cachedEntries -= old.size;
  }
  return index;
}
