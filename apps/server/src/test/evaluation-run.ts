import { LANGUAGES, type TLanguage } from '@storefront/shared';
import { storeKnowledge } from '../cli/seed/store-knowledge.js';
import { DEMO_STORE_SEEDS } from '../cli/seed/stores.js';
import { planAnswer } from '../features/chat/knowledge/answer-plan.js';
import type { TChatTurn, TKnowledgeEntry, TStoreFacts } from '../features/chat/providers/provider.js';
import type { TFactKind } from '../features/chat/store-fact-texts.js';
import { factEntries, planWithStoreFacts } from '../features/chat/store-facts.js';
import {
  EVALUATION_STORES,
  REFUSAL_CATEGORIES,
  type TEntryKey,
  type TEvaluationCase,
} from './evaluation-set.js';

/** The seed key whose entry says what each fact of the store's record says. */
const FACT_KEYS: Record<TFactKind, TEntryKey> = {
  hours: 'hours',
  address: 'address',
  directions: 'address',
  phone: 'phone',
};
/** The plan never looks at it: a request's signal only stops a stream. */
const { signal } = new AbortController();
/** A Wednesday noon in China: the record's "open now" line depends on the hour, the facts served do not. */
const EVALUATION_NOW = new Date('2026-11-25T12:00:00+08:00');

/**
 * A seeded store's knowledge in both languages, as its assistant has it, and its record as the chat reads it,
 * with the seed key each entry (and each of the record's facts) stands for.
 */
function knowledgeOf(storeuuid: string) {
  const seed = DEMO_STORE_SEEDS.find((store) => store.storeuuid === storeuuid);
  if (!seed) throw new Error(`no seeded store ${storeuuid}`);
  const keys = new Map<number, string>();
  const entries: TKnowledgeEntry[] = LANGUAGES.flatMap((lang) =>
    storeKnowledge(seed, lang).map((entry) => ({ ...entry, lang })),
  ).map((entry, index) => {
    keys.set(index + 1, entry.key);
    return {
      id: index + 1,
      lang: entry.lang,
      question: entry.question,
      answer: entry.answer,
      tags: entry.tags,
    };
  });
  // As the chat reads the store row the seed writes (cli/seed/stores.ts): its texts in the reader's language.
  const storeIn = (lang: TLanguage): TStoreFacts => ({
    name: seed.name[lang],
    address: seed.address[lang],
    phone: seed.phone,
    hours: seed.hours,
    status: seed.closed ? 'closed' : 'open',
    lat: seed.lat,
    lng: seed.lng,
  });
  for (const lang of LANGUAGES) {
    for (const fact of factEntries(storeIn(lang), lang, EVALUATION_NOW))
      keys.set(fact.id, FACT_KEYS[fact.kind]);
  }
  return { entries, keys, storeIn };
}

const knowledgeCache = new Map<string, ReturnType<typeof knowledgeOf>>();
const knowledgeFor = (storeuuid: string) => {
  const known = knowledgeCache.get(storeuuid) ?? knowledgeOf(storeuuid);
  knowledgeCache.set(storeuuid, known);
  return known;
};

/** What the engine served for one case: entry keys, whether a part got "no answer", whether small talk came. */
export interface TOutcome {
  served: string[];
  unanswered: boolean;
  talk: boolean;
}

/**
 * Asks the case's question as a visitor would, through what the builtin provider plans (the store's record
 * first, then the knowledge): its earlier questions first, each answered, so the follow-up sees the
 * conversation (the visitor's turns and the engine's answers) the chat would pass on.
 */
export function outcomeOf(testCase: TEvaluationCase): TOutcome {
  const { entries, keys, storeIn } = knowledgeFor(EVALUATION_STORES[testCase.store]);
  const { lang } = testCase;
  const store = storeIn(lang);
  const planOf = (question: string, history: TChatTurn[]) =>
    planWithStoreFacts(
      { question, lang, history, knowledge: entries, store, storeName: store.name, systemPrompt: '', signal },
      (text) => planAnswer(entries, text, lang, { history }),
      EVALUATION_NOW,
    );
  const history: TChatTurn[] = [];
  for (const earlier of testCase.history ?? []) {
    const answers = planOf(earlier, history).parts.flatMap(({ answer }) =>
      answer.kind === 'entry' ? [answer.entry.answer] : [],
    );
    history.push({ role: 'user', content: earlier }, { role: 'assistant', content: answers.join('\n\n') });
  }
  const { parts } = planOf(testCase.question, history);
  const served = new Set(
    parts.flatMap(({ answer }) => (answer.kind === 'entry' ? [keys.get(answer.entry.id) ?? '?'] : [])),
  );
  return {
    served: [...served].sort(),
    unanswered: parts.some(({ answer }) => answer.kind === 'none'),
    talk: parts.some(({ answer }) => answer.kind === 'talk'),
  };
}

/** Entries served that the case does not name: an answer a visitor would be misled by. */
export function wrongEntries(testCase: TEvaluationCase, outcome: TOutcome): string[] {
  const allowed = new Set<string>(
    Array.isArray(testCase.expect) ? [...testCase.expect, ...(testCase.also ?? [])] : [],
  );
  return outcome.served.filter((key) => !allowed.has(key));
}

/** Right: every expected entry and nothing wrong, no part left unanswered; or the refusal or small talk asked. */
export function isRight(testCase: TEvaluationCase, outcome: TOutcome): boolean {
  if (wrongEntries(testCase, outcome).length > 0) return false;
  if (testCase.expect === 'none') return outcome.served.length === 0;
  if (testCase.expect === 'talk') return outcome.served.length === 0 && outcome.talk && !outcome.unanswered;
  return !outcome.unanswered && testCase.expect.every((key) => outcome.served.includes(key));
}

/** One language's figures on a set, in the terms; rates are 0–1, misses say what went wrong. */
export interface TEvaluationFigures {
  lang: TLanguage;
  questions: number;
  answerable: number;
  followUps: number;
  refusals: number;
  wrongEntries: number;
  misses: string[];
}

const rate = (results: Array<{ right: boolean }>) =>
  results.length === 0 ? 1 : results.filter(({ right }) => right).length / results.length;

/**
 * Scores a set per language: answerable (questions the knowledge answers, follow-ups aside), follow-ups,
 * refusals (out of scope and injection), and how many questions got an entry they should not have.
 */
export function evaluate(set: readonly TEvaluationCase[]): TEvaluationFigures[] {
  return LANGUAGES.map((lang) => {
    const results = set
      .filter((testCase) => testCase.lang === lang)
      .map((testCase) => {
        const outcome = outcomeOf(testCase);
        return {
          testCase,
          outcome,
          right: isRight(testCase, outcome),
          wrong: wrongEntries(testCase, outcome),
        };
      });
    const refusal = (testCase: TEvaluationCase) => REFUSAL_CATEGORIES.includes(testCase.category);
    return {
      lang,
      questions: results.length,
      answerable: rate(
        results.filter(({ testCase }) => !refusal(testCase) && testCase.category !== 'followUp'),
      ),
      followUps: rate(results.filter(({ testCase }) => testCase.category === 'followUp')),
      refusals: rate(results.filter(({ testCase }) => refusal(testCase))),
      wrongEntries: results.filter(({ wrong }) => wrong.length > 0).length,
      misses: results
        .filter(({ right }) => !right)
        .map(({ testCase, outcome }) => {
          const got = outcome.served.join('+') || (outcome.talk ? 'talk' : 'none');
          const want = Array.isArray(testCase.expect) ? testCase.expect.join('+') : testCase.expect;
          const before = testCase.history ? ` (after ${testCase.history.join(' / ')})` : '';
          return `[${testCase.store}/${testCase.category}] ${testCase.question}${before} → ${got}${outcome.unanswered ? ' +none' : ''} (want ${want})`;
        }),
    };
  });
}
