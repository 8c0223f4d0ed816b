import type { TLanguage } from '@storefront/shared';

/**
 * The seeded stores the evaluation asks about. The tuning set uses the first three, the held-out set the other
 * four, so no store's wording was seen while the engine's rules were chosen.
 */
export const EVALUATION_STORES = {
  noodleKing: 'd31220d3-8039-44db-84af-cde2fd706413',
  danDan: '7ff81e78-bbe0-4350-8232-928524025712',
  catCafe: '99c5cdd3-03e3-4632-9160-7d738d761624',
  bakery: '1b9b77ee-bd50-4aca-b548-6ef8f0894268',
  coffeeLab: '916cd7e7-d424-4f66-8cf6-d8221ffd8e17',
  hotpot: '31ad80b3-5904-496e-b41d-5c3c9664f4ac',
  dumplings: 'ef21cba9-38ad-4499-bd31-155d46ec1c7b',
} as const;

export type TEvaluationStore = keyof typeof EVALUATION_STORES;

export type TEvaluationCategory =
  | 'single'
  | 'paraphrase'
  | 'colloquial'
  | 'synonym'
  | 'answerText'
  | 'typo'
  | 'compound'
  | 'followUp'
  | 'greeting'
  | 'outOfScope'
  | 'injection';

/** Categories whose right answer is the honest "no answer". */
export const REFUSAL_CATEGORIES: readonly TEvaluationCategory[] = ['outOfScope', 'injection'];

/** The seed keys of a store's knowledge (cli/seed/store-knowledge.ts). */
export type TEntryKey = 'hours' | 'address' | 'phone' | 'offers' | 'delivery' | 'about' | 'extra';

/**
 * One visitor question and what a right answer is made of: the entries (by seed key) it must give, small talk
 * (the greeting, or thanks answered), or the honest "no answer". `also` names entries that answer the question
 * too (the store's description repeats its evening discount): serving them is not wrong. `history` holds the
 * visitor's earlier questions in this conversation, oldest first: the question is a follow-up to them.
 */
export interface TEvaluationCase {
  store: TEvaluationStore;
  lang: TLanguage;
  category: TEvaluationCategory;
  question: string;
  expect: TEntryKey[] | 'talk' | 'none';
  also?: TEntryKey[];
  history?: string[];
}

/** A case as a set writes it: store, category, question, expected, then optionally `also` and `history`. */
export type TEvaluationRow = [
  TEvaluationStore,
  TEvaluationCategory,
  string,
  TEvaluationCase['expect'],
  { also?: TEntryKey[]; history?: string[] }?,
];

export const toCases = (lang: TLanguage, rows: TEvaluationRow[]): TEvaluationCase[] =>
  rows.map(([store, category, question, expect, more]) => ({
    store,
    lang,
    category,
    question,
    expect,
    ...more,
  }));
