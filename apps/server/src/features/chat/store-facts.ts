import { parseOpeningHours, type TLanguage } from '@storefront/shared';
import type { TStoreRow } from '../stores/index.js';
import { planAnswer, type TAnswerPlan } from './knowledge/answer-plan.js';
import type { TKnowledgeEntry, TProviderRequest, TStoreFacts } from './providers/provider.js';
import {
  FACT_ANSWERS,
  FACT_QUESTIONS,
  FACTS_HEADING,
  type TFactKind,
  type TOpenNow,
} from './store-fact-texts.js';

/**
 * The store record keeps no time zone: every store is in mainland China (its area codes are Chinese), so its
 * hours are read in China time, as the store card's open/closed badge reads them
 * (apps/web/src/features/stores/lib/open-state.ts).
 */
export const STORE_TIME_ZONE = 'Asia/Shanghai';

/** Synthetic entries' ids are below zero: they are the record, never a knowledge entry an answer cites. */
const FACT_IDS: Record<TFactKind, number> = { hours: -1, address: -2, directions: -3, phone: -4 };

export const storeFactsOf = (row: TStoreRow): TStoreFacts => ({
  name: row.name,
  address: row.address,
  phone: row.phone,
  hours: row.hours,
  status: row.status,
  lat: row.lat,
  lng: row.lng,
});

/** Minutes since midnight in the store's time zone. */
function storeMinutes(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: STORE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const read = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return read('hour') * 60 + read('minute');
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Open or closed at `now` and until when, from the hours text; undefined when the hours say nothing. */
export function openNow(facts: TStoreFacts, now: Date): TOpenNow | undefined {
  const ranges = (parseOpeningHours(facts.hours) ?? []).map((range) => ({
    from: toMinutes(range.start),
    to: toMinutes(range.end),
    ...range,
  }));
  if (ranges.length === 0) return undefined;
  if (facts.status === 'closed') return { state: 'suspended' };
  const minute = storeMinutes(now);
  for (const range of ranges) {
    if (range.from === range.to || (range.from === 0 && range.to === 24 * 60)) return { state: 'allDay' };
    const inside =
      range.from < range.to
        ? minute >= range.from && minute < range.to
        : minute >= range.from || minute < range.to;
    if (inside) return { state: 'open', closes: range.end };
  }
  const byStart = [...ranges].sort((a, b) => a.from - b.from);
  const later = byStart.find((range) => range.from > minute);
  return later
    ? { state: 'closed', opens: later.start, day: 'today' }
    : { state: 'closed', opens: byStart[0]?.start ?? '', day: 'tomorrow' };
}

/** Each fact the record gives, as an entry the engine can match and the answer it stands for. */
export function factEntries(facts: TStoreFacts, lang: TLanguage, now: Date) {
  const answers = FACT_ANSWERS[lang];
  const state = openNow(facts, now);
  const texts: Record<TFactKind, string | undefined> = {
    hours: state && answers.hours(facts.hours, state),
    address: facts.address ? answers.address(facts.name, facts.address) : undefined,
    directions: facts.address ? answers.directions(facts.name, facts.address) : undefined,
    phone: facts.phone ? answers.phone(facts.phone) : undefined,
  };
  return (Object.keys(texts) as TFactKind[]).flatMap((kind): TKnowledgeEntry[] => {
    const answer = texts[kind];
    if (!answer) return [];
    return [{ id: FACT_IDS[kind], lang, answer, ...FACT_QUESTIONS[lang][kind] }];
  });
}

/** Whether an entry of a plan is the store's record rather than its knowledge. */
export const isStoreFact = (entry: TKnowledgeEntry): boolean => entry.id < 0;

/**
 * The builtin answer's plan with the store's record first: each part of the question asking for the hours,
 * address, directions or phone is answered from the record (so it never disagrees with the store card), every
 * other part by `planKnowledge`, the engine's own plan. A question the record does not touch is planned by the
 * engine alone, unchanged.
 */
export function planWithStoreFacts(
  request: TProviderRequest,
  planKnowledge: (question: string) => TAnswerPlan,
  now: Date = new Date(),
): TAnswerPlan {
  const facts = request.store ? factEntries(request.store, request.lang, now) : [];
  // Matched on how the facts are asked only: an answer naming the store ("Hot Dry Noodle King is at …") must
  // not make a question about its noodles look like one about its address.
  const asked = facts.map((entry) => ({ ...entry, answer: '' }));
  const factPlan = asked.length > 0 ? planAnswer(asked, request.question, request.lang) : undefined;
  if (!factPlan?.parts.some((part) => part.answer.kind === 'entry')) return planKnowledge(request.question);
  const whole = planKnowledge(request.question);
  const parts = factPlan.parts.flatMap((part) => {
    const { answer } = part;
    if (answer.kind === 'none') return planKnowledge(part.text).parts;
    if (answer.kind !== 'entry') return [part];
    const fact = facts.find((entry) => entry.id === answer.entry.id) ?? answer.entry;
    return [{ text: part.text, answer: { kind: 'entry' as const, entry: fact } }];
  });
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
