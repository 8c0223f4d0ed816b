import { LANGUAGES, type TLanguage } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../../cli/seed/demo.js';
import { PARAPHRASES, seededEntries, UNRELATED } from '../../../test/knowledge-fixtures.js';
import { countTokens } from '../knowledge/tokenize.js';
import { answerChunks, BUILTIN_REPLIES, createBuiltinProvider } from './builtin.js';
import type { TKnowledgeEntry, TProviderEvent, TProviderRequest } from './provider.js';

const { entries, keyOf } = seededEntries('published');
const provider = createBuiltinProvider();

/** The demo store's name as the chat gives it to a reader of each language. */
const nameIn: Record<TLanguage, string> = { 'zh-cn': DEMO_STORE.name, en: DEMO_STORE.name_en };

function ask(question: string, lang: TLanguage, extra: Partial<TProviderRequest> = {}): TProviderRequest {
  return {
    systemPrompt: '',
    storeName: nameIn[lang],
    lang,
    knowledge: entries,
    history: [],
    question,
    signal: new AbortController().signal,
    ...extra,
  };
}

async function collect(request: TProviderRequest, onDelta?: (count: number) => void) {
  const events: TProviderEvent[] = [];
  let deltas = 0;
  for await (const event of provider.stream(request)) {
    events.push(event);
    if (event.type !== 'delta') continue;
    deltas += 1;
    onDelta?.(deltas);
  }
  const text = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
  const suggestions = events.find((event) => event.type === 'suggestions');
  return {
    events,
    text,
    suggestions: suggestions?.type === 'suggestions' ? suggestions.questions : undefined,
  };
}

const entryByKey = (key: string, lang: TLanguage): TKnowledgeEntry | undefined =>
  entries.find((entry) => entry.lang === lang && keyOf(entry.id) === key);

describe('builtin provider', () => {
  it.each(LANGUAGES)(
    'says honestly, naming the store, that it has no answer to unrelated %s questions',
    async (lang) => {
      for (const question of UNRELATED[lang]) {
        const { text } = await collect(ask(question, lang));
        expect(text, question).toBe(BUILTIN_REPLIES[lang].noAnswer(nameIn[lang]));
      }
      expect(BUILTIN_REPLIES[lang].noAnswer(nameIn[lang])).toContain(nameIn[lang]);
    },
  );

  it.each(LANGUAGES)("answers most %s paraphrases with the asked entry's answer", async (lang) => {
    const asked = Object.entries(PARAPHRASES)
      .filter(([key]) => entryByKey(key, lang))
      .flatMap(([key, byLang]) => byLang[lang].map((question) => ({ key, question })));
    let answered = 0;
    for (const { key, question } of asked) {
      const { text } = await collect(ask(question, lang));
      const entry = entryByKey(key, lang);
      // A long entry may answer with its matching line, under the entry's question.
      if (text === entry?.answer || (entry && text.startsWith(`**${entry.question}**\n\n`))) answered += 1;
    }
    expect(answered / asked.length).toBeGreaterThanOrEqual(0.85);
  });

  it('streams the whole answer in order, in many small chunks, then suggestions, sources and usage', async () => {
    const hours = entryByKey('hours', 'zh-cn');
    const { events, text } = await collect(ask('早上几点开门', 'zh-cn'));
    expect(text).toBe(hours?.answer);
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    expect(events.map((event) => event.type).slice(deltas.length)).toEqual([
      'suggestions',
      'sources',
      'usage',
    ]);
    expect(events.find((event) => event.type === 'sources')).toEqual({
      type: 'sources',
      entries: [{ id: hours?.id, lang: 'zh-cn', question: hours?.question }],
    });
    expect(events.at(-1)).toEqual({
      type: 'usage',
      promptTokens: countTokens('早上几点开门'),
      completionTokens: countTokens(hours?.answer ?? ''),
    });
  });

  it('sends English one word at a time and Chinese a few characters at a time', () => {
    expect(answerChunks('Open every day')).toEqual(['Open ', 'every ', 'day']);
    expect(answerChunks('我们每天营业')).toEqual(['我们每', '天营业']);
    const markdown = entries.map((entry) => entry.answer).join('\n');
    expect(answerChunks(markdown).join('')).toBe(markdown);
  });

  it('suggests next-best questions in the request language, never the one it answered', async () => {
    for (const [question, lang] of [
      ['how long does delivery take', 'en'],
      ['可以刷信用卡吗', 'zh-cn'],
    ] as const) {
      const { text, suggestions } = await collect(ask(question, lang));
      const answered = entries.find((entry) => entry.answer === text);
      expect(answered?.lang).toBe(lang);
      expect(suggestions?.length).toBeGreaterThanOrEqual(2);
      expect(suggestions?.length).toBeLessThanOrEqual(3);
      expect(suggestions).not.toContain(answered?.question);
      const ownQuestions = entries.filter((entry) => entry.lang === lang).map((entry) => entry.question);
      for (const suggestion of suggestions ?? []) expect(ownQuestions).toContain(suggestion);
    }
  });

  it('stops streaming soon after the signal aborts, with no further events', async () => {
    const controller = new AbortController();
    const full = entryByKey('menu', 'en')?.answer ?? '';
    const { events, text } = await collect(
      ask('can I see the menu', 'en', { signal: controller.signal }),
      (count) => {
        if (count === 2) controller.abort();
      },
    );
    expect(events.length).toBeLessThanOrEqual(3);
    expect(events.every((event) => event.type === 'delta')).toBe(true);
    expect(full.startsWith(text)).toBe(true);
    expect(text.length).toBeLessThan(full.length);
    expect(await collect(ask('can I see the menu', 'en', { signal: AbortSignal.abort() }))).toMatchObject({
      events: [],
    });
  });

  it.each([
    ['你好！', 'zh-cn'],
    ['Hello there 👋', 'en'],
    ['hi', 'en'],
  ] as const)('greets "%s" with the store name and questions to ask', async (question, lang) => {
    const { text, suggestions } = await collect(ask(question, lang));
    expect(text).toBe(BUILTIN_REPLIES[lang].greeting(nameIn[lang]));
    expect(text).toContain(nameIn[lang]);
    expect(suggestions?.length).toBe(3);
  });

  it('thanks back instead of searching the knowledge base', async () => {
    expect((await collect(ask('谢谢！', 'zh-cn'))).text).toBe(
      BUILTIN_REPLIES['zh-cn'].thanks(nameIn['zh-cn']),
    );
    expect((await collect(ask('Thank you!', 'en'))).text).toBe(BUILTIN_REPLIES.en.thanks(nameIn.en));
  });

  it('still offers questions with a no-answer reply, and none from an empty knowledge base', async () => {
    const withKnowledge = await collect(ask('帮我写一首诗', 'zh-cn'));
    expect(withKnowledge.suggestions?.length).toBe(3);
    const empty = await collect(ask('几点开门', 'zh-cn', { knowledge: [] }));
    expect(empty.text).toBe(BUILTIN_REPLIES['zh-cn'].noAnswer(nameIn['zh-cn']));
    expect(empty.suggestions).toBeUndefined();
    expect(empty.events.map((event) => event.type).slice(-2)).toEqual(['noAnswer', 'usage']);
    expect(withKnowledge.events.map((event) => event.type)).toContain('noAnswer');
  });

  it('reads an elliptical follow-up with the previous question from the history it is given', async () => {
    const knowledge: TKnowledgeEntry[] = [
      {
        id: 1,
        lang: 'en',
        question: 'What are your opening hours?',
        answer: 'Every day, 11:00-22:00.',
        tags: 'hours, weekend',
      },
      {
        id: 2,
        lang: 'en',
        question: 'Do I need to book?',
        answer: 'Please book a time slot at weekends.',
        tags: 'booking, book',
      },
    ];
    const history = [
      { role: 'user' as const, content: 'Do I need to book?' },
      { role: 'assistant' as const, content: 'Please book a time slot at weekends.' },
    ];
    expect((await collect(ask('and on weekends?', 'en', { knowledge }))).text).toBe(
      'Every day, 11:00-22:00.',
    );
    expect((await collect(ask('and on weekends?', 'en', { knowledge, history }))).text).toBe(
      'Please book a time slot at weekends.',
    );
  });

  it("lets a follow-up's own words say what it asks, the previous question only what about", async () => {
    const knowledge: TKnowledgeEntry[] = [
      ['工作日几点开门？', '周一到周五早上 7 点开门。', '工作日,开门'],
      ['周末几点开门？', '周六周日早上 9 点开门。', '周末,开门,周六,周日'],
      ['周末有什么活动？', '周末下午有亲子烘焙课。', '周末,活动'],
      ['可以订生日蛋糕吗？', '生日蛋糕需提前一天预订。', '蛋糕,预订'],
      ['蛋糕多少钱？', '6 寸 128 元，8 寸 168 元。', '蛋糕,价格'],
    ].map(([question = '', answer = '', tags = ''], index) => ({
      id: index + 1,
      lang: 'zh-cn',
      question,
      answer,
      tags,
    }));
    const after = async (previous: string, question: string) => {
      const history = [
        { role: 'user' as const, content: previous },
        { role: 'assistant' as const, content: '…' },
      ];
      return (await collect(ask(question, 'zh-cn', { knowledge, history }))).text;
    };
    expect(await after('工作日几点开门？', '那周末呢？')).toBe('周六周日早上 9 点开门。');
    expect(await after('工作日几点开门？', '那周末有活动吗')).toBe('周末下午有亲子烘焙课。');
    expect(await after('可以订生日蛋糕吗？', '多少钱呢？')).toBe('6 寸 128 元，8 寸 168 元。');
  });

  it("answers from a long entry with the line that answers, under the entry's question", async () => {
    const answer = ['Butter croissant ¥16', 'Sourdough loaf ¥38', 'Cinnamon roll ¥22', 'Pretzel ¥14'].join(
      '\n',
    );
    const knowledge: TKnowledgeEntry[] = [
      { id: 1, lang: 'en', question: 'What do you sell?', answer, tags: 'menu, price' },
      { id: 2, lang: 'en', question: 'Where are you?', answer: '63 Nanchang Road', tags: 'address' },
    ];
    expect((await collect(ask('how much is a cinnamon roll', 'en', { knowledge }))).text).toBe(
      '**What do you sell?**\n\nCinnamon roll ¥22',
    );
    expect((await collect(ask('what is on the menu', 'en', { knowledge }))).text).toBe(answer);
  });
});
