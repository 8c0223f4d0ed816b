import { hash } from 'node:crypto';
import type { TKnowledgeEntry } from '../providers/provider.js';
import { type TToken, tokenize } from './tokenize.js';

const K1 = 1.2;
const B = 0.75;
/**
 * The question says what an entry is about, tags add the words visitors use; a passage is one line of the answer,
 * short enough that its words are as telling as the tags'.
 */
const FIELD_WEIGHTS = { question: 3, tags: 2, passage: 1 } as const;
type TField = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as TField[];
/** The cache keeps at most this many entries' worth of indexes. */
const CACHE_MAX_ENTRIES = 2000;
/** A line longer than this is split into its sentences, each a passage. */
const LONG_LINE = 120;

interface TPosting {
  /** The passage's position in the index's passages. */
  doc: number;
  /** idf × saturated field-weighted term frequency: the term's whole score for a question weight of 1. */
  value: number;
}

/** One language's passages: each language keeps its own term statistics. */
export interface TLanguageIndex {
  terms: Map<string, { idf: number; postings: TPosting[] }>;
  /**
   * How much a question word no entry has weighs in coverage: as much as a word only one entry has. Rarer than
   * that cannot be told from one small knowledge base, and most such words are ordinary ones it never needed.
   */
  unknownIdf: number;
  /** The idf of a term no entry has: the most a term can weigh. */
  unseenIdf: number;
}

/** One line (or sentence of a long line) of an entry's answer, pointing back to its entry by position. */
export interface TPassage {
  entry: number;
  text: string;
  /** The words of this line alone, to tell which line a question's words are in. */
  terms: ReadonlySet<string>;
}

/** A BM25F index of a knowledge base's passages, per language, with every entry's terms for coverage. */
/** The word a typo stands for, and whether the slip is small enough beside the word's length to be sure. */
export interface TCorrection {
  term: string;
  isSure: boolean;
}

export interface TKnowledgeIndex {
  languages: Map<string, TLanguageIndex>;
  passages: TPassage[];
  /** Each entry's terms in any field or passage, by the entry's position in the list. */
  entryTerms: ReadonlySet<string>[];
  /** Each entry's question and tags terms, by the entry's position in the list. */
  headTerms: ReadonlySet<string>[];
  /** Each entry's passages, by the entry's position in the list. */
  passagesOf: TPassage[][];
  /** Typo corrections already worked out for this index (typos.ts), by the word as typed. */
  corrections: Map<string, TCorrection | undefined>;
  size: number;
}

const cache = new Map<string, TKnowledgeIndex>();
/** The index of a list already looked up; lists are not changed once loaded, and a list gone frees its entry. */
const byList = new WeakMap<readonly TKnowledgeEntry[], TKnowledgeIndex>();
let cachedEntries = 0;

/** Sums the weights of repeated terms. */
export function termFrequencies(tokens: readonly TToken[]): Map<string, number> {
  const frequencies = new Map<string, number>();
  for (const { term, weight } of tokens) frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
  return frequencies;
}

/** An answer's passages: its lines, and a long line's sentences. */
export function passagesOf(answer: string): string[] {
  return answer
    .split(/\n+/)
    .flatMap((line) => (line.length > LONG_LINE ? line.split(/(?<=[。！？!?])|(?<=\.)\s+/) : [line]))
    .map((text) => text.trim())
    .filter(Boolean);
}

const idfOf = (docs: number, df: number) => Math.log(1 + (docs - df + 0.5) / (df + 0.5));

interface TFieldStats {
  frequencies: Map<string, number>;
  length: number;
}
const statsOf = (text: string): TFieldStats => {
  const tokens = tokenize(text, { isKnowledge: true });
  return {
    frequencies: termFrequencies(tokens),
    length: tokens.reduce((sum, token) => sum + token.weight, 0),
  };
};

/**
 * One language's entries as passages. Term rarity (idf) counts entries, not passages, so an entry with many
 * lines does not make its own words look common; each passage carries its entry's question and tags.
 */
function indexLanguage(
  entries: readonly TKnowledgeEntry[],
  docs: number[],
  passages: TPassage[],
  entryTerms: Set<string>[],
  headTerms: Set<string>[],
) {
  const rows = docs.flatMap((entry) => {
    const question = statsOf(entries[entry]?.question ?? '');
    const tags = statsOf(entries[entry]?.tags ?? '');
    const lines = passagesOf(entries[entry]?.answer ?? '');
    const terms = new Set([...question.frequencies.keys(), ...tags.frequencies.keys()]);
    headTerms[entry] = new Set(terms);
    entryTerms[entry] = terms;
    return (lines.length > 0 ? lines : ['']).map((text) => {
      const passage = statsOf(text);
      for (const term of passage.frequencies.keys()) terms.add(term);
      passages.push({ entry, text, terms: new Set(passage.frequencies.keys()) });
      return { doc: passages.length - 1, fields: [question, tags, passage] };
    });
  });
  const averages = FIELDS.map(
    (_, f) => rows.reduce((sum, row) => sum + (row.fields[f]?.length ?? 0), 0) / rows.length,
  );
  const frequency = new Map<string, number>();
  for (const entry of docs)
    for (const term of entryTerms[entry] ?? []) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const language: TLanguageIndex = {
    terms: new Map(),
    unknownIdf: idfOf(docs.length, 1),
    unseenIdf: idfOf(docs.length, 0),
  };
  for (const { doc, fields } of rows) {
    const combined = new Map<string, number>();
    for (const [f, field] of fields.entries()) {
      const norm = FIELD_WEIGHTS[FIELDS[f] ?? 'passage'] / (1 - B + (B * field.length) / (averages[f] || 1));
      for (const [term, tf] of field.frequencies) combined.set(term, (combined.get(term) ?? 0) + tf * norm);
    }
    for (const [term, tf] of combined) {
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
  // One answer ranks the same list several times (each part, the suggestions): it is hashed once.
  const known = byList.get(entries);
  if (known) return known;
  const index = indexByContent(entries);
  byList.set(entries, index);
  return index;
}

function indexByContent(entries: readonly TKnowledgeEntry[]): TKnowledgeIndex {
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
  const passages: TPassage[] = [];
  const entryTerms: Set<string>[] = [];
  const headTerms: Set<string>[] = [];
  const languages = new Map(
    [...byLang].map(([lang, docs]) => [lang, indexLanguage(entries, docs, passages, entryTerms, headTerms)]),
  );
  const passagesOf: TPassage[][] = entries.map(() => []);
  for (const passage of passages) passagesOf[passage.entry]?.push(passage);
  const index = {
    languages,
    passages,
    entryTerms,
    headTerms,
    passagesOf,
    corrections: new Map(),
    size: entries.length,
  };
  cache.set(key, index);
  cachedEntries += index.size;
  for (const [oldKey, old] of cache) {
    if (cachedEntries <= CACHE_MAX_ENTRIES || oldKey === key) break;
    cache.delete(oldKey);
    cachedEntries -= old.size;
  }
  return index;
}

/** Whether the index has a term, in any of its languages. */
export function knowsTerm(index: TKnowledgeIndex): (term: string) => boolean {
  const languages = [...index.languages.values()];
  return (term) => languages.some((language) => language.terms.has(term));
}
