import { describe, expect, it } from 'vitest';
import { countTokens, stemWord, tokenize, UNIGRAM_WEIGHT } from './tokenize.js';

const terms = (text: string) => tokenize(text).map((token) => token.term);

describe('tokenize', () => {
  it('segments Chinese into dictionary words, each also as its characters and character pairs', () => {
    const tokens = tokenize('热干面');
    expect(tokens.filter((token) => token.kind === 'word').map((token) => token.term)).toEqual(['热干面']);
    expect(tokens.filter((token) => token.kind === 'bigram').map((token) => token.term)).toEqual([
      '热干',
      '干面',
    ]);
    const chars = tokens.filter((token) => token.kind === 'char');
    expect(chars.map((token) => token.term)).toEqual(['热', '干', '面']);
    expect(chars.every((token) => token.weight === UNIGRAM_WEIGHT && token.weight < 1)).toBe(true);
  });

  it('matches a one-character question through its unigram', () => {
    expect(terms('茶')).toEqual(['茶']);
    expect(terms('洋甘菊花草茶')).toContain('茶');
  });

  it('drops particles, pronouns and asking frames, and does not split 还有 in 还有卖吗 into a term', () => {
    const found = terms('你们几点开门呢？');
    expect(found).toEqual(['几点', '营业']);
    expect(terms('热干面还有卖吗')).toEqual(expect.arrayContaining(['热干面', '卖']));
    expect(terms('热干面还有卖吗')).not.toContain('还有');
  });

  it('reads "how much" as the price only when no other thing is named after it', () => {
    expect(terms('how much is the latte')).toContain('价格');
    expect(terms('how much for the doupi?')).toContain('价格');
    expect(terms('how much notice for private hire')).not.toContain('价格');
    expect(terms('how much notice for private hire')).toContain('notic');
  });

  it('reads "how many" and 几只 as asking a count, which only a count in the knowledge answers', () => {
    expect(terms('how many cats are there')).toContain('数量');
    expect(terms('店里有多少只猫')).toContain('数量');
    expect(terms('辣度有几种')).toContain('数量');
    expect(tokenize('Coffee with 12 resident cats', { isKnowledge: true }).map((t) => t.term)).toContain(
      '数量',
    );
    expect(tokenize('分四档', { isKnowledge: true }).map((t) => t.term)).toContain('数量');
    // A count in a question tells, it does not ask.
    expect(terms('my 2 kids want cats')).not.toContain('数量');
  });

  it('reads an hour after before, after, until or at as a clock time, not as a number', () => {
    expect(terms('can I order delivery before 7?')).toContain('几点');
    expect(terms('can I order delivery before 7?')).not.toContain('7');
    expect(terms('do you deliver within 3 km')).toContain('3');
    expect(terms('a table at 7 for 4 people')).toContain('几点');
  });

  it("reads a child's age after son, daughter or kid as a question about children", () => {
    expect(terms('my son is 6, can he come?')).toEqual(terms('children'));
    // A grown-up's age stays a number the knowledge must have.
    expect(terms('my daughter is 30')).toContain('30');
  });

  it('gives every word of a synonym line its meaning, across languages', () => {
    expect(terms('礼拜六')).toEqual(terms('周末'));
    expect(terms('weekend')).toEqual(terms('周末'));
    expect(terms('车停哪')).toContain('停车');
    expect(terms('spicy')).toEqual(terms('辣'));
    expect(terms('large')).toEqual(terms('大杯'));
    expect(terms('重新做')).toEqual(terms('重做'));
  });

  it('normalises numbers and units: six inch, 六寸 and 6寸 meet, 三十五杯 is 35 cups', () => {
    expect(terms('six inch')).toEqual(['6', '寸']);
    expect(terms('六寸')).toEqual(['6', '寸']);
    expect(terms('6寸')).toEqual(['6', '寸']);
    expect(terms('三十五杯')).toEqual(['35', '杯']);
    expect(terms('三鲜')).toContain('三鲜');
  });

  it('gives opening hours the parts of the day they span, past midnight too', () => {
    expect(terms('07:30-21:00')).toEqual(expect.arrayContaining(['早上', '中午', '晚上']));
    expect(terms('11:00-02:00')).toEqual(expect.arrayContaining(['中午', '晚上']));
    expect(terms('11:00-02:00')).not.toContain('早上');
    expect(terms('in the morning')).toContain('早上');
  });

  it('reads a clock time as asking the time, never as a number a price or distance has', () => {
    expect(terms('still open at 9pm?')).toContain('几点');
    expect(terms('still open at 9pm?')).not.toContain('9');
    expect(terms('晚上九点')).toEqual(['晚上', '几点']);
    expect(terms('2 公里内配送（7:00 起）')).toEqual(expect.arrayContaining(['2', '几点']));
    expect(terms('2 公里内配送（7:00 起）')).not.toContain('7');
  });

  it('marks filler (stopwords-iso) but never a word of the synonym table', () => {
    const flags = Object.fromEntries(
      tokenize('多少 right 面包 where').map((token) => [token.term, !!token.filler]),
    );
    expect(flags).toMatchObject({ 多少: true, right: true, 面包: false });
    expect(tokenize('open').every((token) => !token.filler)).toBe(true);
  });

  it('reads colloquial phrasings as what they ask: the store itself, a child, not eating spicy food', () => {
    expect(terms('店里有猫吗')).toEqual(terms('有猫吗'));
    expect(terms('Tell me about this place')).toEqual(terms('介绍'));
    expect(terms('what kind of shop is this')).toEqual(terms('介绍'));
    expect(terms('can my 5 year old come')).toEqual(terms('children'));
    expect(terms('五岁小孩')).toEqual(expect.arrayContaining(terms('儿童')));
    expect(terms('65岁老人')).not.toContain(terms('儿童')[0]);
    expect(terms("I can't handle chilli")).toEqual(terms('mild'));
    expect(terms('我不太能吃辣')).toEqual(terms('不辣'));
    expect(terms('is it spicy')).toEqual(terms('辣'));
    expect(terms('delivery radius')).toEqual(terms('送货 公里'));
  });

  it('tags no noun that is made only of phrasing characters, whatever the dictionary says (能带)', () => {
    expect(tokenize('能带').some((token) => token.noun)).toBe(false);
    expect(tokenize('啤酒').some((token) => token.noun)).toBe(true);
  });

  it('marks English words that name nothing in particular as filler (food, options)', () => {
    const flags = Object.fromEntries(
      tokenize('pizza food options').map((token) => [token.term, !!token.filler]),
    );
    expect(flags).toMatchObject({ pizza: false, food: true, option: true });
  });

  it('normalises full-width letters, digits and spaces (NFKC) and lower-cases', () => {
    expect(terms('ＷＩＦＩ　密码１２３')).toEqual(terms('wifi 密码123'));
    expect(terms('LATTE')).toEqual(terms('latte'));
  });

  it('brings English plurals, -ing and -ed forms to the same stem', () => {
    expect(terms('lattes')).toEqual(terms('latte'));
    expect(terms('berries')).toEqual(terms('berry'));
    expect(terms('sandwiches')).toEqual(terms('sandwich'));
    expect(terms('opening')).toEqual(terms('open'));
    expect(terms('closed')).toEqual(terms('close'));
    expect(terms('bookings')).toEqual(terms('booking'));
    expect(terms('shipping')).toEqual(terms('ship'));
    expect(stemWord('glass')).toBe('glass');
  });

  it('drops English stop words and punctuation', () => {
    expect(terms('What is the price?!')).toEqual(terms('price'));
    expect(terms('do you have a menu')).toEqual(terms('menu'));
    expect(terms('拿铁？！')).toEqual(terms('拿铁'));
  });

  it('matches hyphenated words whole and in parts, and ignores accents', () => {
    expect(terms('wi-fi')).toContain(terms('wifi')[0]);
    expect(terms('pick-up')).toEqual(expect.arrayContaining(terms('pick up')));
    expect(terms('café')).toEqual(terms('cafe'));
  });

  it('keeps digits and splits them from Chinese', () => {
    expect(terms('2号线')).toEqual(['2', '号', '线']);
  });

  it('counts tokens roughly: Chinese characters, words, numbers and marks', () => {
    expect(countTokens('你好 world!')).toBe(4);
    expect(countTokens('')).toBe(0);
  });
});
