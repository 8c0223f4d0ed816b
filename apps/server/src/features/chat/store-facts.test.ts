import { describe, expect, it } from 'vitest';
import { planAnswer } from './knowledge/answer-plan.js';
import type { TChatTurn, TKnowledgeEntry, TProviderRequest, TStoreFacts } from './providers/provider.js';
import { sourcesOfPlan } from './sources.js';
import { openNow, planWithStoreFacts, storeFactsPrompt } from './store-facts.js';

const STORE: TStoreFacts = {
  name: '面馆 Noodle House',
  address: '上海市徐汇区漕溪北路 88 号',
  phone: '021-12345678',
  hours: '10:00-14:00, 17:00-02:00',
  status: 'open',
  lat: null,
  lng: null,
};
/** A moment given in China time (UTC+8), the stores' time zone. */
const chinaTime = (clock: string) => new Date(`2026-11-28T${clock}:00+08:00`);

/** An hours entry the owner wrote long ago, now out of date: the record must win over it. */
const KNOWLEDGE: TKnowledgeEntry[] = [
  {
    id: 7,
    lang: 'zh-cn',
    question: '营业时间？',
    answer: '每天 09:00-21:00',
    tags: '营业时间,几点开门,几点关门',
  },
  { id: 8, lang: 'zh-cn', question: '有什么招牌菜？', answer: '招牌是牛肉面，28 元。', tags: '招牌,推荐' },
  {
    id: 9,
    lang: 'en',
    question: 'What is your signature dish?',
    answer: 'Beef noodles, 28 yuan.',
    tags: 'signature',
  },
];

const request = (
  question: string,
  lang: 'zh-cn' | 'en' = 'zh-cn',
  store: TStoreFacts = STORE,
  history: TChatTurn[] = [],
) => ({ question, lang, store, knowledge: KNOWLEDGE, history }) as unknown as TProviderRequest;
const plan = (
  question: string,
  lang: 'zh-cn' | 'en' = 'zh-cn',
  at = chinaTime('12:00'),
  history: TChatTurn[] = [],
) =>
  planWithStoreFacts(
    request(question, lang, STORE, history),
    (text) => planAnswer(KNOWLEDGE, text, lang),
    at,
  );
const answers = (question: string, lang: 'zh-cn' | 'en' = 'zh-cn', at?: Date) =>
  plan(question, lang, at).parts.map(({ answer }) =>
    answer.kind === 'entry' ? answer.entry.answer : answer.kind,
  );

describe('store facts', () => {
  it('tells open or closed in China time, across midnight, and when it next opens', () => {
    expect(openNow(STORE, chinaTime('12:00'))).toEqual({ state: 'open', closes: '14:00' });
    expect(openNow(STORE, chinaTime('15:30'))).toEqual({ state: 'closed', opens: '17:00', day: 'today' });
    expect(openNow(STORE, chinaTime('01:00'))).toEqual({ state: 'open', closes: '02:00' });
    expect(openNow(STORE, chinaTime('03:00'))).toEqual({ state: 'closed', opens: '10:00', day: 'today' });
    expect(openNow({ ...STORE, hours: '08:00-22:00' }, chinaTime('23:00'))).toEqual({
      state: 'closed',
      opens: '08:00',
      day: 'tomorrow',
    });
    expect(openNow({ ...STORE, hours: '00:00-24:00' }, chinaTime('03:00'))).toEqual({ state: 'allDay' });
    expect(openNow({ ...STORE, status: 'closed' }, chinaTime('12:00'))).toEqual({ state: 'suspended' });
    expect(openNow({ ...STORE, hours: '' }, chinaTime('12:00'))).toBeUndefined();
  });

  it('answers hours, address, directions and phone from the record in Chinese, over an older hours entry', () => {
    expect(answers('你们几点关门？')).toEqual([
      '营业时间：每天 10:00-14:00, 17:00-02:00。现在营业中，14:00 打烊。',
    ]);
    expect(answers('现在还营业吗', 'zh-cn', chinaTime('23:00'))).toEqual([
      '营业时间：每天 10:00-14:00, 17:00-02:00。现在营业中，02:00 打烊。',
    ]);
    expect(answers('店在哪')).toEqual(['「面馆 Noodle House」的地址：上海市徐汇区漕溪北路 88 号。']);
    expect(answers('坐地铁怎么去')[0]).toContain('上海市徐汇区漕溪北路 88 号');
    expect(answers('电话多少')).toEqual(['门店电话：021-12345678，欢迎来电。']);
  });

  it('answers them in English too', () => {
    expect(answers('When do you close?', 'en', chinaTime('15:30'))).toEqual([
      'Opening hours: 10:00-14:00, 17:00-02:00 every day. Closed now, opens 17:00 today.',
    ]);
    expect(answers('What is your phone number?', 'en')).toEqual(['You can call the store on 021-12345678.']);
    expect(answers('directions please', 'en')[0]).toContain('上海市徐汇区漕溪北路 88 号');
  });

  it('leaves other questions, and the other half of a compound one, to the knowledge', () => {
    const compound = plan('几点关门？有什么招牌菜？');
    expect(
      compound.parts.map(({ answer }) => (answer.kind === 'entry' ? answer.entry.id : answer.kind)),
    ).toEqual([-1, 8]);
    // The record is no knowledge entry: only the dish entry is the answer's source.
    expect(sourcesOfPlan(compound.parts)).toEqual([{ id: 8, lang: 'zh-cn', question: '有什么招牌菜？' }]);
    expect(plan('有什么招牌菜？')).toEqual(planAnswer(KNOWLEDGE, '有什么招牌菜？', 'zh-cn'));
    expect(
      plan('外卖几点开始送').parts.every(({ answer }) => answer.kind !== 'entry' || answer.entry.id > 0),
    ).toBe(true);
  });

  it('does not answer from its record a question about another business', () => {
    const factIds = (question: string, lang: 'zh-cn' | 'en' = 'zh-cn') =>
      plan(question, lang).parts.flatMap(({ answer }) =>
        answer.kind === 'entry' && answer.entry.id < 0 ? [answer.entry.id] : [],
      );
    expect(factIds('隔壁饺子馆几点关门？')).toEqual([]);
    expect(factIds('把山城火锅的地址发给我')).toEqual([]);
    expect(factIds("What's the phone number of Hot Dry Noodle King?", 'en')).toEqual([]);
    // Words that ask for the fact, the store's name and what its record says are this store's own.
    expect(factIds('面馆几点关门？')).toEqual([-1]);
    expect(factIds('漕溪北路那家店坐地铁怎么去')).toEqual([-3]);
    expect(factIds('What is the phone number of Noodle House?', 'en')).toEqual([-4]);
  });

  it('answers a follow-up from the record only when the question before it was about the record', () => {
    const factIds = (history: TChatTurn[]) =>
      plan('那周末呢？', 'zh-cn', chinaTime('12:00'), history).parts.flatMap(({ answer }) =>
        answer.kind === 'entry' && answer.entry.id < 0 ? [answer.entry.id] : [],
      );
    expect(factIds([{ role: 'user', content: '你们几点开门？' }])).toEqual([-1]);
    // A short question that asks a fact of its own is no follow-up of the one before.
    const phoneAfterHours = plan('电话多少', 'zh-cn', chinaTime('12:00'), [
      { role: 'user', content: '你们几点开门？' },
    ]);
    expect(
      phoneAfterHours.parts.map(({ answer }) => (answer.kind === 'entry' ? answer.entry.id : 0)),
    ).toEqual([-4]);
    expect(factIds([{ role: 'user', content: '有什么招牌菜？' }])).toEqual([]);
  });

  it('leaves out what the record does not give', () => {
    const bare = { ...STORE, phone: '', hours: '' };
    const result = planWithStoreFacts(request('电话多少', 'zh-cn', bare), (text) =>
      planAnswer(KNOWLEDGE, text, 'zh-cn'),
    );
    expect(result.parts.some(({ answer }) => answer.kind === 'entry' && answer.entry.id < 0)).toBe(false);
  });

  it('gives a model the record, authoritative, in the request language', () => {
    const prompt = storeFactsPrompt(request('hi', 'en'), chinaTime('12:00'));
    expect(prompt).toContain("The store's own details");
    expect(prompt).toContain('Open now, closes 14:00.');
    expect(prompt).toContain('021-12345678');
    expect(storeFactsPrompt({ ...request('hi'), store: undefined } as TProviderRequest)).toBe('');
  });
});
