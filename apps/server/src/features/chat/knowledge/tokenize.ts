/**
 * What a token stands for: a whole `word` (or number) or a Chinese `char` are the question's units, which
 * coverage is counted in; a `bigram` covers its two characters, a hyphenated word's `part` its word.
 */
export type TTokenKind = 'word' | 'char' | 'bigram' | 'part';

/** One search term of a text, where it stands and how much it counts. */
export interface TToken {
  term: string;
  kind: TTokenKind;
  /** Words and Chinese bigrams 1, single Chinese characters UNIGRAM_WEIGHT, hyphen parts 0.5. */
  weight: number;
  /** The unit (word or character) it starts at; a bigram also covers the next one. */
  position: number;
}

/** Single characters still match one-character questions (茶, 狗) but must not outweigh a matching bigram. */
export const UNIGRAM_WEIGHT = 0.35;

// Particles and pronouns: they break a Chinese run, so no bigram spans them and they are never terms.
const ZH_BREAKS = new Set(
  '的了吗呢吧啊呀哦嘛么哈呗啦嗯是我你您们他她它请问这那个和与及或就都也把被让给着些咱'.split(''),
);
// Question and helper characters: they take part in bigrams (几点, 在哪, 多久) but are no terms on their own.
const ZH_QUIET = new Set(
  '有在没不可以能会要想什怎如何哪一下多少几去到得地上里吃喝用看坐大概最近儿带进'.split(''),
);
// Question-frame bigrams that say nothing about the topic.
const ZH_STOP_BIGRAMS = new Set(
  '什么 怎么 可以 如何 一下 有没 没有 能不 不能 想要 怎样 大概 最近 看看 多少 知道 告诉'.split(' '),
);
/** Chinese words for what a store's knowledge names otherwise, by bigram (a ticket is the entry fee). */
const ZH_SYNONYMS = new Map(Object.entries({ 门票: '入场', 票价: '入场' }));
const EN_STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at for with from by as about into is are am was were be been being do ' +
    'does did done have has had having i me my mine you your yours we our ours us it its they them their he she ' +
    'his her this that these those what which who whom whose how why can could would should will shall may ' +
    'might must please tell know let any some much many just also too very so then than not no yes ok okay ' +
    'hi hello hey thanks thank there here get want need like see show give take come go anything something ' +
    'thing possible use able bring cant dont doesnt wont im ive id'
  ).split(' '),
);

/**
 * Words visitors use for what a store's knowledge names otherwise, by stem: both the knowledge and the question
 * go through it, so "what time" meets "hours" and "this place" meets "store".
 */
const EN_SYNONYMS = new Map(
  Object.entries({
    time: 'hours',
    tonight: 'today',
    early: 'open',
    late: 'close',
    cost: 'price',
    place: 'store',
    kids: 'children',
    child: 'children',
    scallion: 'onion',
  }).map(([word, meaning]) => [stemWord(word), stemWord(meaning)]),
);
/** Phrases that ask one thing in several stop words ("how much" is a price). */
const EN_PHRASES: Array<[RegExp, string]> = [[/\bhow much\b/g, 'price']];

const SEGMENTS = /(\p{Script=Han}+)|(\p{Script=Latin}[\p{Script=Latin}\p{M}'-]*)|(\p{Nd}+)/gu;

/**
 * Light English stemming so plurals and -ing/-ed forms meet their base word: opening → open, berries/berry →
 * berri, closes/close → clos. Not Porter's stemmer; both sides go through it, so stems need only agree.
 */
export function stemWord(word: string): string {
  let stem = word;
  if (stem.length > 3) {
    if (stem.endsWith('ies')) stem = `${stem.slice(0, -3)}i`;
    else if (/(?:ch|sh|x|z|ss)es$/.test(stem)) stem = stem.slice(0, -2);
    else if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  }
  const suffix = stem.match(/(?:ing|ed)$/);
  if (suffix && !stem.endsWith('eed') && stem.length - suffix[0].length >= 3) {
    stem = stem.slice(0, -suffix[0].length);
    if (/([b-df-hj-km-np-rtv-z])\1$/.test(stem) && !/(?:ll|ss|zz)$/.test(stem)) stem = stem.slice(0, -1);
  }
  if (stem.length > 3 && stem.endsWith('y')) stem = `${stem.slice(0, -1)}i`;
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}

function englishTokens(raw: string, position: number, tokens: TToken[]): void {
  // Plain a–z words (nearly all of them) skip the accent and apostrophe clean-up.
  const word = /^[a-z]+$/.test(raw)
    ? raw
    : raw
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/'s$/, '')
        .replace(/'/g, '')
        .replace(/^-+|-+$/g, '');
  // Hyphenated words count whole and in parts, so wi-fi meets wifi and pick-up meets "pick up".
  const parts = word.split('-').filter(Boolean);
  const whole = parts.join('');
  if (whole.length >= 2 && !EN_STOP_WORDS.has(whole)) {
    const stem = stemWord(whole);
    tokens.push({ term: EN_SYNONYMS.get(stem) ?? stem, kind: 'word', weight: 1, position });
  }
  if (parts.length < 2) return;
  for (const part of parts) {
    if (part.length < 2 || EN_STOP_WORDS.has(part)) continue;
    tokens.push({ term: stemWord(part), kind: 'part', weight: 0.5, position });
  }
}

function chineseTokens(run: string, position: number, tokens: TToken[]): void {
  const chars = Array.from(run);
  let start = 0;
  for (let end = 0; end <= chars.length; end += 1) {
    const char = chars[end];
    if (char !== undefined && !ZH_BREAKS.has(char)) continue;
    for (let index = start; index < end; index += 1) {
      const single = chars[index] ?? '';
      const at = position + index;
      if (!ZH_QUIET.has(single))
        tokens.push({ term: single, kind: 'char', weight: UNIGRAM_WEIGHT, position: at });
      const next = chars[index + 1];
      if (index + 1 < end && next !== undefined && !ZH_STOP_BIGRAMS.has(single + next)) {
        const bigram = single + next;
        tokens.push({ term: ZH_SYNONYMS.get(bigram) ?? bigram, kind: 'bigram', weight: 1, position: at });
      }
    }
    start = end + 1;
  }
}

/**
 * The terms of mixed Chinese/English text, in order: NFKC-normalised (full-width letters and digits become
 * ASCII) and lower-cased; English words stemmed, digits kept, Chinese as character bigrams plus lighter
 * unigrams; punctuation and stop words dropped.
 */
export function tokenize(text: string): TToken[] {
  const tokens: TToken[] = [];
  const normalized = EN_PHRASES.reduce(
    (result, [phrase, term]) => result.replace(phrase, term),
    text.normalize('NFKC').toLowerCase().replace(/[‘’]/g, "'"),
  );
  let position = 0;
  for (const match of normalized.matchAll(SEGMENTS)) {
    const [, han, latin, digits] = match;
    if (han) {
      chineseTokens(han, position, tokens);
      position += han.length;
    } else {
      if (latin) englishTokens(latin, position, tokens);
      else if (digits) tokens.push({ term: digits, kind: 'word', weight: 1, position });
      position += 1;
    }
  }
  return tokens;
}

/** A rough token count for usage figures: one per Chinese character, word, number or punctuation mark. */
export function countTokens(text: string): number {
  return text.match(/\p{Script=Han}|[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0;
}
