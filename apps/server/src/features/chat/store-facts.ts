import { openingState, type TLanguage } from '@storefront/shared';
import { storeTexts, storeTextsIn, type TStoreRow } from '../stores/index.js';
import type { TAnswerPlan } from './knowledge/answer-plan.js';
import { isFollowUp } from './knowledge/follow-up.js';
import { unknownSubjects } from './knowledge/vocabulary.js';
import type { TKnowledgeEntry, TProviderRequest, TStoreFacts } from './providers/provider.js';
import {
  FACT_ANSWERS,
  FACT_PATTERNS,
  FACTS_HEADING,
  type TFactKind,
  type TOpenNow,
} from './store-fact-texts.js';

/** Synthetic entries' ids are below zero: they are the record, never a knowledge entry an answer cites. */
const FACT_IDS: Record<TFactKind, number> = { hours: -1, address: -2, directions: -3, phone: -4 };

/** The store's record as a reader of `lang` sees it: its name and address in that language where it has them. */
export function storeFactsOf(row: TStoreRow, lang: TLanguage): TStoreFacts {
  const { name, address } = storeTextsIn(storeTexts(row), lang);
  return {
    name,
    address,
    phone: row.phone,
    hours: row.hours,
    status: row.status,
    lat: row.lat,
    lng: row.lng,
  };
}

/**
 * Open or closed at `now` and until when, read in China time as the store card and the chat header read it;
 * undefined when the hours say nothing.
 */
export function openNow(facts: TStoreFacts, now: Date): TOpenNow | undefined {
  const state = openingState(facts.status, facts.hours, now);
  return state.state === 'unknown' ? undefined : state;
}

/** Each fact the record gives, as an entry of a plan, with the answer it stands for. */
export function factEntries(facts: TStoreFacts, lang: TLanguage, now: Date): TFactEntry[] {
  const answers = FACT_ANSWERS[lang];
  const state = openNow(facts, now);
  const texts: Record<TFactKind, string | undefined> = {
    hours: state && answers.hours(facts.hours, state),
    address: facts.address ? answers.address(facts.name, facts.address) : undefined,
    directions: facts.address ? answers.directions(facts.name, facts.address) : undefined,
    phone: facts.phone ? answers.phone(facts.phone) : undefined,
  };
  return (Object.keys(texts) as TFactKind[]).flatMap((kind) => {
    const answer = texts[kind];
    if (!answer) return [];
    return [{ kind, id: FACT_IDS[kind], lang, question: '', answer, tags: '' }];
  });
}

type TFactEntry = TKnowledgeEntry & { kind: TFactKind };

/** Whether an entry of a plan is the store's record rather than its knowledge. */
export const isStoreFact = (entry: TKnowledgeEntry): boolean => entry.id < 0;

/** Sentences, then clauses: a customer asking two things usually separates them so. */
const SENTENCE_END = /[?？!！。;；\n]+/;
const CLAUSE_BREAK = /[,，、]|还有|另外|以及|顺便问一?下|\band also\b/i;
const piecesOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((piece) => piece.trim())
    .filter(Boolean);

/** The facts a clause asks for, in the record's order (hours before the address before directions …). */
const factsAsked = (text: string, facts: readonly TFactEntry[]) =>
  facts.filter((entry) => FACT_PATTERNS[entry.kind].test(text.normalize('NFKC')));

/** The words of a clause that ask for a fact (电话, 坐地铁, "opening hours"): the clause's own, never a subject. */
const askingWords = (text: string, facts: readonly TFactEntry[]) =>
  facts.flatMap((entry) => {
    const pattern = FACT_PATTERNS[entry.kind];
    return [...text.normalize('NFKC').matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map(
      (match) => match[0],
    );
  });

/**
 * The facts a clause asks of this store's record: none when it names a place or thing that the store's knowledge,
 * its name and its record never mention ("隔壁饺子馆几点关门", "the phone number of Hot Dry Noodle King"): that
 * asks about someone else, and the knowledge plan refuses it as it refuses any question about another business.
 */
const factsAskedOfThisStore = (text: string, facts: readonly TFactEntry[], request: TProviderRequest) => {
  const asked = factsAsked(text, facts);
  if (asked.length === 0) return [];
  const own = [request.storeName, ...facts.map((entry) => entry.answer), ...askingWords(text, asked)].join(
    '\n',
  );
  return unknownSubjects(request.knowledge, text, own).length === 0 ? asked : [];
};

/**
 * The builtin answer's plan with the store's record first: each clause asking for the hours, address, directions
 * or phone is answered from the record (so it never disagrees with the store card), every other part by
 * `planKnowledge`, the engine's own plan. A follow-up ("那周末呢？") asks what the question before it asked of
 * the record, if that was the record's. A question the record does not touch is planned by the engine alone.
 */
export function planWithStoreFacts(
  request: TProviderRequest,
  planKnowledge: (question: string) => TAnswerPlan,
  now: Date = new Date(),
): TAnswerPlan {
  const facts = request.store ? factEntries(request.store, request.lang, now) : [];
  if (facts.length === 0) return planKnowledge(request.question);
  const previous = [...request.history].reverse().find((turn) => turn.role === 'user')?.content;
  const followed = previous && isFollowUp(request.question) ? factsAsked(previous, facts) : [];
  const clauses = piecesOf(request.question, SENTENCE_END).flatMap((sentence) =>
    piecesOf(sentence, CLAUSE_BREAK),
  );
  // A clause asking a fact of its own ("电话多少" after "几点开门") is answered that; only one that asks none
  // leans on the facts the question before it asked.
  const asked = clauses.map((text) => {
    const own = factsAskedOfThisStore(text, facts, request);
    return { text, facts: own.length > 0 ? own : followed };
  });
  if (!asked.some((clause) => clause.facts.length > 0)) return planKnowledge(request.question);
  const whole = planKnowledge(request.question);
  const parts: TAnswerPlan['parts'] = asked.flatMap((clause) =>
    clause.facts.length === 0
      ? planKnowledge(clause.text).parts
      : clause.facts.map((entry) => ({ text: clause.text, answer: { kind: 'entry' as const, entry } })),
  );
  return { parts, ranked: whole.ranked };
}

/** The record as a model's system prompt gives it: the facts a model must not contradict or invent. */
export function storeFactsPrompt(request: TProviderRequest, now: Date = new Date()): string {
  if (!request.store) return '';
  const lines = factEntries(request.store, request.lang, now)
    .filter((entry) => entry.id !== FACT_IDS.directions)
    .map((entry) => `- ${entry.answer}`);
  return lines.length > 0 ? `${FACTS_HEADING[request.lang]}\n${lines.join('\n')}` : '';
}
