import { LANGUAGES } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { storeKnowledge } from '../../../cli/seed/store-knowledge.js';
import { DEMO_STORE_SEEDS } from '../../../cli/seed/stores.js';
import { EVALUATION_SET, EVALUATION_STORES, type TEvaluationCase } from '../../../test/evaluation-set.js';
import type { TKnowledgeEntry } from '../providers/provider.js';
import { planAnswer } from './answer-plan.js';

/** A seeded store's knowledge in both languages, as its assistant has it, with each entry's seed key. */
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
  return { entries, keys };
}

/** What the engine answered, in the set's terms: entry keys, small talk, or nothing. */
function outcome(testCase: TEvaluationCase): string {
  const { entries, keys } = knowledgeOf(EVALUATION_STORES[testCase.store]);
  const { parts } = planAnswer(entries, testCase.question, testCase.lang);
  const found = [
    ...new Set(parts.flatMap(({ answer }) => (answer.kind === 'entry' ? [keys.get(answer.entry.id)] : []))),
  ];
  const unanswered = parts.some(({ answer }) => answer.kind === 'none');
  if (found.length === 0) return unanswered || parts.length === 0 ? 'none' : 'talk';
  return [...found.sort(), ...(unanswered ? ['(a part unanswered)'] : [])].join('+');
}

const expected = (testCase: TEvaluationCase) =>
  Array.isArray(testCase.expect) ? [...testCase.expect].sort().join('+') : testCase.expect;

describe('the builtin engine on the evaluation set', () => {
  const results = EVALUATION_SET.map((testCase) => ({
    testCase,
    got: outcome(testCase),
    want: expected(testCase),
  }));

  it('has at least 40 questions per language in every category', () => {
    for (const lang of LANGUAGES) {
      const cases = EVALUATION_SET.filter((testCase) => testCase.lang === lang);
      expect(cases.length).toBeGreaterThanOrEqual(40);
      expect(new Set(cases.map((testCase) => testCase.category)).size).toBe(6);
    }
  });

  it.each(LANGUAGES)(
    'answers at least nine in ten %s questions right (hit rate per category printed)',
    (lang) => {
      const mine = results.filter(({ testCase }) => testCase.lang === lang);
      const rate = (list: typeof mine) => list.filter(({ got, want }) => got === want).length / list.length;
      const byCategory = Object.fromEntries(
        [...new Set(mine.map(({ testCase }) => testCase.category))].map((category) => [
          category,
          `${Math.round(rate(mine.filter(({ testCase }) => testCase.category === category)) * 100)}%`,
        ]),
      );
      const misses = mine
        .filter(({ got, want }) => got !== want)
        .map(({ testCase, got, want }) => `${testCase.question} → ${got} (want ${want})`);
      console.log(
        `builtin engine, ${lang}: hit rate ${Math.round(rate(mine) * 1000) / 10}% of ${mine.length}`,
        byCategory,
        misses,
      );
      expect(rate(mine), `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
    },
  );

  it('gives the honest "no answer" to every out-of-scope question, never a wrong entry', () => {
    const wrong = results.filter(({ testCase, got }) => testCase.category === 'outOfScope' && got !== 'none');
    expect(wrong.map(({ testCase, got }) => `${testCase.question} → ${got}`)).toEqual([]);
  });
});
