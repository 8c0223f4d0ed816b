import { describe, expect, it } from 'vitest';
import { HELD_OUT_SET } from '../../../test/evaluation-held-out.js';
import { evaluate } from '../../../test/evaluation-run.js';
import type { TEvaluationCase } from '../../../test/evaluation-set.js';
import { TUNING_SET } from '../../../test/evaluation-tuning.js';

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

function report(name: string, set: readonly TEvaluationCase[]) {
  const figures = evaluate(set);
  for (const { lang, questions, answerable, followUps, refusals, wrongEntries, misses } of figures) {
    console.log(
      `${name} ${lang}: ${questions} questions, answerable ${percent(answerable)}, follow-ups ${percent(followUps)},` +
        ` refusals ${percent(refusals)}, wrong entries ${wrongEntries}`,
      misses,
    );
  }
  return figures;
}

describe('the builtin engine on the evaluation sets', () => {
  const tuning = report('tuning', TUNING_SET);
  const heldOut = report('held-out', HELD_OUT_SET);

  it('has a held-out set of at least 100 questions per language over four stores the tuning set never asks', () => {
    const tuningStores = new Set(TUNING_SET.map((testCase) => testCase.store));
    for (const { lang, questions } of heldOut) {
      expect(questions).toBeGreaterThanOrEqual(100);
      const stores = new Set(HELD_OUT_SET.filter((c) => c.lang === lang).map((testCase) => testCase.store));
      expect(stores.size).toBeGreaterThanOrEqual(4);
      expect([...stores].filter((store) => tuningStores.has(store))).toEqual([]);
    }
    const tuningQuestions = new Set(TUNING_SET.map((testCase) => testCase.question));
    expect(HELD_OUT_SET.filter((testCase) => tuningQuestions.has(testCase.question))).toEqual([]);
  });

  it.each(heldOut.map((figures) => [figures.lang, figures] as const))(
    'meets the acceptance figures on the held-out set in %s',
    (_lang, figures) => {
      const misses = figures.misses.join('\n');
      expect(figures.answerable, misses).toBeGreaterThanOrEqual(0.9);
      expect(figures.followUps, misses).toBeGreaterThanOrEqual(0.8);
      expect(figures.refusals, misses).toBe(1);
      expect(figures.wrongEntries, misses).toBe(0);
    },
  );

  it.each(tuning.map((figures) => [figures.lang, figures] as const))(
    'refuses every out-of-scope and injection question of the tuning set in %s, never a wrong entry',
    (_lang, figures) => {
      expect(figures.refusals, figures.misses.join('\n')).toBe(1);
      expect(figures.wrongEntries, figures.misses.join('\n')).toBe(0);
    },
  );
});
