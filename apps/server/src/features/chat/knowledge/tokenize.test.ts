import { describe, expect, it } from 'vitest';
import { countTokens, stemWord, tokenize, UNIGRAM_WEIGHT } from './tokenize.js';

const terms = (text: string) => tokenize(text).map((token) => token.term);

describe('tokenize', () => {
  it('splits Chinese into character bigrams plus lighter single characters', () => {
    const tokens = tokenize('营业时间');
    expect(tokens.filter((token) => token.kind === 'bigram').map((token) => token.term)).toEqual([
      '营业',
      '业时',
      '时间',
    ]);
    const chars = tokens.filter((token) => token.kind === 'char');
    expect(chars.map((token) => token.term)).toEqual(['营', '业', '时', '间']);
    expect(chars.every((token) => token.weight === UNIGRAM_WEIGHT && token.weight < 1)).toBe(true);
  });

  it('matches a one-character question through its unigram', () => {
    expect(terms('茶')).toEqual(['茶']);
    expect(terms('洋甘菊花草茶')).toContain('茶');
  });

  it('drops particles and pronouns, and no bigram spans them', () => {
    const found = terms('你们几点开门呢？');
    expect(found).toContain('几点');
    expect(found).toContain('开门');
    expect(found.some((term) => /[你们呢]/.test(term))).toBe(false);
  });

  it('keeps question characters inside bigrams but not alone', () => {
    const found = terms('在哪里');
    expect(found).toEqual(['在哪', '哪里']);
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
    expect(terms('2号线')).toEqual(['2', '号', '号线', '线']);
  });

  it('counts tokens roughly: Chinese characters, words, numbers and marks', () => {
    expect(countTokens('你好 world!')).toBe(4);
    expect(countTokens('')).toBe(0);
  });
});
