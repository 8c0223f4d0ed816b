import { LANGUAGES } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_KNOWLEDGE, DRAFT_KNOWLEDGE } from '../../../cli/seed/assistant.js';
import { PARAPHRASES, seededEntries, UNRELATED } from '../../../test/knowledge-fixtures.js';
import type { TKnowledgeEntry } from '../providers/provider.js';
import { indexKnowledge } from './bm25-index.js';
import { rankKnowledge } from './rank.js';

const entry = (id: number, lang: string, question: string, tags = '', answer = ''): TKnowledgeEntry => ({
  id,
  lang,
  question,
  answer,
  tags,
});

describe('the paraphrase fixture', () => {
  it('asks every seeded entry 2+ times per language, never in the seeded words', () => {
    for (const lang of LANGUAGES) {
      for (const seed of [...DEMO_KNOWLEDGE[lang], DRAFT_KNOWLEDGE[lang]]) {
        const paraphrases = PARAPHRASES[seed.key]?.[lang] ?? [];
        expect(paraphrases.length, `${lang} ${seed.key}`).toBeGreaterThanOrEqual(2);
        for (const paraphrase of paraphrases) {
          expect(seed.question.toLowerCase()).not.toContain(paraphrase.toLowerCase());
        }
      }
      expect(UNRELATED[lang].length).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('rankKnowledge', () => {
  const { entries, keyOf } = seededEntries('draft');

  it.each(LANGUAGES)('ranks the asked entry first for at least nine in ten %s paraphrases', (lang) => {
    const asked = Object.entries(PARAPHRASES).flatMap(([key, byLang]) =>
      byLang[lang].map((q) => ({ key, q })),
    );
    const hits = asked.filter(({ key, q }) => {
      const best = rankKnowledge(entries, q, lang, 1)[0];
      return best !== undefined && best.entry.lang === lang && keyOf(best.entry.id) === key;
    });
    expect(hits.length / asked.length).toBeGreaterThanOrEqual(0.9);
  });

  it('returns the best first, within the limit, leaving out entries that share no term', () => {
    const ranked = rankKnowledge(entries, '几点开门', 'zh-cn', 3);
    expect(ranked.length).toBeLessThanOrEqual(3);
    expect(keyOf(ranked[0]?.entry.id ?? 0)).toBe('hours');
    const scores = ranked.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranked.every((hit) => hit.score > 0)).toBe(true);
    expect(rankKnowledge(entries, 'zebra quasar', 'en', 5)).toEqual([]);
    expect(rankKnowledge(entries, '？！', 'en', 5)).toEqual([]);
  });

  it('prefers the request language when both languages match equally', () => {
    const pair = [entry(1, 'en', 'Wi-Fi', 'wifi'), entry(2, 'zh-cn', 'Wi-Fi', 'wifi')];
    expect(rankKnowledge(pair, 'wifi', 'zh-cn')[0]?.entry.id).toBe(2);
    expect(rankKnowledge(pair, 'wifi', 'en')[0]?.entry.id).toBe(1);
  });

  it("falls back to the other language's entry when it matches clearly better", () => {
    const best = rankKnowledge(entries, 'where can I park my car', 'zh-cn', 1)[0];
    expect(best?.entry.lang).toBe('en');
    expect(keyOf(best?.entry.id ?? 0)).toBe('parking');
  });

  it('weighs the question above the answer', () => {
    const ranked = rankKnowledge(
      [entry(1, 'en', 'Gift cards', '', 'We sell oat milk.'), entry(2, 'en', 'Oat milk', '', 'Yes.')],
      'oat milk',
      'en',
    );
    expect(ranked.map((hit) => hit.entry.id)).toEqual([2, 1]);
  });

  it('breaks ties by id whatever the input order', () => {
    const twins = [entry(7, 'en', 'Parking'), entry(3, 'en', 'Parking')];
    expect(rankKnowledge(twins, 'parking', 'en').map((hit) => hit.entry.id)).toEqual([3, 7]);
    expect(rankKnowledge([...twins].reverse(), 'parking', 'en').map((hit) => hit.entry.id)).toEqual([3, 7]);
  });

  it('sees edited knowledge at once (the index cache is keyed by content)', () => {
    const before = [entry(1, 'en', 'Parking'), entry(2, 'en', 'Pets')];
    expect(rankKnowledge(before, 'dogs', 'en')).toEqual([]);
    const after = [entry(1, 'en', 'Parking'), entry(2, 'en', 'Pets', 'dogs')];
    expect(rankKnowledge(after, 'dogs', 'en')[0]?.entry.id).toBe(2);
  });

  it('reports how much of the question the entry covers', () => {
    const kb = [entry(1, 'en', 'Opening hours', 'open close'), entry(2, 'en', 'Parking', 'car')];
    expect(rankKnowledge(kb, 'do you open?', 'en')[0]?.coverage).toBe(1);
    const partial = rankKnowledge(kb, 'open python tutorial', 'en')[0]?.coverage ?? 1;
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(0.5);
  });

  it('counts one slip in a long word as the word, and a slip in a short one as a guess', () => {
    const kb = [entry(1, 'en', 'Can children come?', 'children'), entry(2, 'en', 'Prices', 'cost')];
    expect(rankKnowledge(kb, 'childen', 'en')[0]?.coverage).toBe(1);
    expect(rankKnowledge(kb, 'cst', 'en')[0]?.coverage).toBe(0.5);
  });

  // How fast ranking is belongs to the chat benchmark; what keeps it fast is that a knowledge base is indexed
  // once per content, not once per question.
  it('indexes a knowledge base once per content, for every question asked of it', () => {
    const many = Array.from({ length: 300 }, (_, index) => {
      const source = entries[index % entries.length] ?? entry(0, 'en', '');
      return { ...source, id: index + 1, question: `${source.question} ${index}` };
    });
    const index = indexKnowledge(many);
    expect(indexKnowledge(many.map((item) => ({ ...item })))).toBe(index);
    expect(rankKnowledge(many, 'how much is a latte', 'en').length).toBeGreaterThan(0);
    expect(indexKnowledge(many)).toBe(index);
    const edited = many.map((item, at) => (at === 7 ? { ...item, answer: `${item.answer} (new)` } : item));
    expect(indexKnowledge(edited)).not.toBe(index);
  });
});
