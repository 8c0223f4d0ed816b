import { LANGUAGES, type TLanguage } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { storeAssistant, storeKnowledge } from '../../cli/seed/store-knowledge.js';
import { DEMO_STORE_SEEDS } from '../../cli/seed/stores.js';
import { createBuiltinProvider } from '../chat/providers/builtin.js';

const builtin = createBuiltinProvider();

/** What the built-in assistant of a seeded store answers to a question. */
async function answer(seed: (typeof DEMO_STORE_SEEDS)[number], lang: TLanguage, question: string) {
  const knowledge = LANGUAGES.flatMap((language) =>
    storeKnowledge(seed, language).map((entry, index) => ({ ...entry, id: index + 1, lang: language })),
  );
  let text = '';
  const request = {
    systemPrompt: '',
    storeName: seed.name[lang],
    lang,
    knowledge,
    history: [],
    question,
    signal: new AbortController().signal,
  };
  for await (const event of builtin.stream(request)) if (event.type === 'delta') text += event.text;
  return text;
}

const PARAPHRASES: Record<TLanguage, Array<[string, string]>> = {
  'zh-cn': [
    ['几点关门？', 'hours'],
    ['店在哪？', 'address'],
    ['你们电话多少', 'phone'],
    ['能送货吗', 'delivery'],
  ],
  en: [
    ['When do you close?', 'hours'],
    ['Where are you located?', 'address'],
    ['What is your phone number?', 'phone'],
    ['Can I book?', 'delivery'],
  ],
};

describe('seeded store assistants', () => {
  it.each(LANGUAGES)('answer their suggested questions and common paraphrases in %s', async (lang) => {
    for (const seed of DEMO_STORE_SEEDS) {
      const entries = storeKnowledge(seed, lang);
      for (const question of storeAssistant(seed).suggestions[lang]) {
        const expected = entries.find((entry) => entry.question === question)?.answer;
        expect(await answer(seed, lang, question), `${seed.name.en}: ${question}`).toBe(expected);
      }
      for (const [question, key] of PARAPHRASES[lang]) {
        const expected = entries.find((entry) => entry.key === key)?.answer;
        expect(await answer(seed, lang, question), `${seed.name.en}: ${question}`).toBe(expected);
      }
    }
  });
});
