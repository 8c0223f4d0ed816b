import { FILLER, segmentChinese } from './segment.js';
import { normalizeNumbers, SYNONYMS } from './synonyms.js';

/**
 * What a token stands for: a `word` (a Chinese word as segmented, an English word, a number) is a unit of the
 * question, which coverage is counted in; a Chinese word's single characters (`char`) and, in longer words, its
 * character pairs (`bigram`) and a hyphenated word's `part`s match what the whole word does not.
 */
export type TTokenKind = 'word' | 'char' | 'bigram' | 'part';

/** One search term of a text, where it stands and how much it counts. */
export interface TToken {
  term: string;
  kind: TTokenKind;
  /** Words 1, bigrams and hyphen parts 0.5, single characters of a longer word UNIGRAM_WEIGHT. */
  weight: number;
  /** The word it belongs to (counted in words, each number and English word one). */
  position: number;
  /** Filler (stopwords-iso: 多少, where, now): coverage leaves it out. */
  filler?: true;
  /** Set on an English word the knowledge base did not know and typos.ts replaced: its match is less sure. */
  corrected?: true;
  /** A Chinese noun of two or more characters (啤酒, 无线网): what a question asks about. */
  noun?: true;
  /** A word of the earlier question a follow-up is read with (rank.ts): it weighs less than the follow-up's own. */
  context?: true;
}

/** A character of a longer word still finds 茶 in 花草茶, but must not outweigh a matching word. */
export const UNIGRAM_WEIGHT = 0.2;

/** Particles, pronouns and asking frames: no search term at all in Chinese. */
const ZH_STOP_WORDS = new Set(
  (
    '的 了 吗 呢 吧 啊 呀 哦 嘛 么 哈 呗 啦 嗯 是 我 你 您 你们 我们 咱们 他 她 它 他们 请问 请 这 那 这个 那个 ' +
    '和 与 及 或 就 都 也 把 被 让 给 着 些 咱 一下 有 有没有 没有 可以 可不可以 能 能不能 会 要 想 一个 个 还 还有 ' +
    '吗 呢 啥 什么 怎么 怎么样 怎么办 咋 咋办 咋样 咋整 啥样 如何 是不是 不 没 得 地 想问 问 问一下 麻烦 帮 帮忙 帮我 知道 告诉 不要 需要 需 不用 能够 ' +
    // The store itself, as "here" is in English: 店里有猫吗 asks about cats.
    '店里 店内 你家 你们家 你们店 本店 贵店 这家 这家店 这里 这儿 这边'
  ).split(' '),
);
/** Characters too common to say anything alone (上, 吃, 多): left out as `char` tokens of longer words. */
const ZH_QUIET_CHARS = new Set(
  '有在没不可以能会要想什怎如何哪一下多少几去到得地上里吃喝用看坐大概最近儿带进来了的是'.split(''),
);
/**
 * A word made of these alone is how a question is phrased (不太能, 能带), whatever jieba's dictionary tags it:
 * no noun, so a store that lacks it is not taken to be asked about something it does not have.
 */
const ZH_PHRASING_CHARS = new Set([...ZH_QUIET_CHARS, ...'太还再很更都也就才别'.split('')]);
const EN_STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at for with from by as about into is are am was were be been being do ' +
    'does did done have has had having i me my mine you your yours we our ours us it its they them their he she ' +
    'his her this that these those what which who whom whose how why can could would should will shall may ' +
    'might must please tell know let any some much many just also too very so then than not no yes ok okay ' +
    'hi hello hey thanks thank there here get want need like see show give take come go anything something ' +
    'thing possible use able bring cant dont doesnt wont im ive id guys am pm whats wheres whens hows whos ' +
    'thats theres isnt arent'
  ).split(' '),
);

/** Parts of the day by their first and last hour, named as the synonym table names them. */
const DAY_PARTS: Array<[string, number, number]> = [
  ['早上', 5, 11],
  ['中午', 11, 14],
  ['下午', 14, 17],
  ['晚上', 17, 29],
];

/** The parts of the day a range of hours (past midnight when `to` is before `from`) reaches into. */
function dayParts(from: number, to: number): string {
  const end = to <= from ? to + 24 : to;
  return DAY_PARTS.filter(([, start, stop]) => from < stop && end > start)
    .map(([part]) => part)
    .join(' ');
}

/** Phrases and patterns asking or telling one thing in several words, rewritten as the table's meaning for it. */
const EN_PHRASES: Array<[RegExp, string | ((match: string, ...groups: string[]) => string)]> = [
  // "How much is it" asks the price; "how much notice" asks an amount of the thing named, which is the word.
  [
    /\bhow much(?=\s+(?:is|are|was|does|do|did|would|will|for|to|it|they|per|each|a|an|the|\d)\b|\s*[?!.,]|\s*$)/g,
    ' 价格 ',
  ],
  [/\bhow much\b/g, ' '],
  // Asking how many (猫咪有几只, how many cats): the count a knowledge line gives as a number and a measure.
  [/\bhow many\b/g, ' 数量 '],
  [/(?:多少|几)(?=[只位个种档家间张款名台层桌])/g, ' 数量 '],
  [/\bwhat time\b/g, ' 几点 '],
  [/\bhow late\b/g, ' 关门 '],
  [/\bhow early\b/g, ' 开门 '],
  [/\bhalf[ -]price\b/g, ' 打折 '],
  [/\b(?:to go|take away|pick up)\b/g, ' 打包 '],
  [/\bright now\b/g, ' '],
  // Asking what the store is: its introduction.
  [
    /\b(?:tell me (?:a bit |more )?about(?: (?:this|the|your) (?:place|store|shop|restaurant|cafe|business))?|what (?:kind|sort|type) of (?:place|store|shop|restaurant|cafe|business)(?: is)?)\b/g,
    ' 介绍 ',
  ],
  // A child's age (a 5 year old, 五岁) asks whether children may come; grown-ups' ages are left as numbers.
  [/\b(?:[1-9]|1[0-4])[- ]?(?:years?|yrs?)[- ]?olds?\b/g, ' 儿童 '],
  [
    /\b(?:son|daughter|kid|child|boy|girl|toddler|baby)\s+(?:is|turns|turned|aged?)\s+(?:[1-9]|1[0-4])\b/g,
    ' 儿童 ',
  ],
  [/(?<!\d)(?:[1-9]|1[0-4])岁/g, ' 儿童 '],
  // Not eating spicy food asks for the mild choice, not the spicy one.
  [
    /\b(?:can't|cant|cannot|can not|don't|dont|do not|not (?:great|good) with|not a fan of|no|less|without)\s+(?:handle |take |stand |like |do )?(?:the |too )?(?:spicy|spice|chilli|chili|heat)\b/g,
    ' mild ',
  ],
  [/(?:不太?能|不能|不吃|怕|不敢|受不了|不太?会|不爱|不喜欢)吃?辣/g, ' 不辣 '],
  // Opening hours cover the parts of the day they span: 07:30-21:00 answers "早上几点" and "in the evening".
  [
    /(\d{1,2}):\d{2}\s*[-–~至到]\s*(\d{1,2}):\d{2}/g,
    (range, from, to) => `${range} ${dayParts(Number(from), Number(to))} `,
  ],
  // A clock time (9pm, 21:30, 9点) asks or tells the time: it stands for 几点, and its digits are no number a
  // price or a distance could match (下午两点 is not the 2 of "2 公里内配送").
  [/\d{1,2}点/g, ' 几点 '],
  [
    /\b(?:before|after|until|till|by|from|past|around|at) \d{1,2}\b(?![:.]?\d|\s*(?:km|kilomet|mile|yuan|rmb|people|persons?|guests?|min|hour|day|week|%))/g,
    ' 几点 ',
  ],
  [/\d{1,2}(?::\d{2}|\s*(?:am\b|pm\b|a\.m\.|p\.m\.))/g, ' 几点 '],
];

/**
 * A count the knowledge gives (12 只猫咪, 4档, "12 resident cats") also stands for 数量, the term "how many" and
 * 几只 ask with. Only the knowledge's side: a count in a question ("my 2 kids") is not asking how many.
 */
const markCounts = (text: string) =>
  text
    .replace(/(\d+)\s*([只位个种档家间张款名台层桌])/g, '$1$2 数量 ')
    .replace(/\b(\d+)\s+((?:[a-z]+\s+)?[a-z]+s)\b/g, '$1 $2 数量 ');

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

let stemmed: Map<string, string> | undefined;
/** The table's English words by stem, so "closed" and "bookings" find "close" and "booking". */
function stemmedSynonyms(): Map<string, string> {
  stemmed ??= new Map(
    [...SYNONYMS]
      .filter(([word]) => /^[a-z]+$/.test(word))
      .map(([word, meaning]) => [stemWord(word), meaning]),
  );
  return stemmed;
}

/**
 * English words that name no particular thing in a customer's question ("spicy food", "any vegan options",
 * "what kind of stuff"): filler the stopword lists lack.
 */
const EN_FILLER = new Set('food stuff option kind sort type thing idea suggest suggestion'.split(' '));

const filler = (word: string): { filler?: true } =>
  FILLER.has(word) || EN_FILLER.has(stemWord(word)) || EN_FILLER.has(word) ? { filler: true } : {};

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
    const term = SYNONYMS.get(word) ?? SYNONYMS.get(whole) ?? stemmedSynonyms().get(stem) ?? stem;
    tokens.push({ term, kind: 'word', weight: 1, position, ...filler(whole) });
  }
  if (parts.length < 2) return;
  for (const part of parts) {
    if (part.length < 2 || EN_STOP_WORDS.has(part)) continue;
    tokens.push({ term: stemWord(part), kind: 'part', weight: 0.5, position });
  }
}

/** A Chinese run as segmented words, each also as its characters (and pairs, in words of three or more). */
function chineseTokens(run: string, start: number, tokens: TToken[]): number {
  let position = start;
  for (const { word, tag } of segmentChinese(run)) {
    if (ZH_STOP_WORDS.has(word)) continue;
    const meaning = SYNONYMS.get(word);
    const chars = Array.from(word);
    const phrasing = chars.every((char) => ZH_PHRASING_CHARS.has(char));
    const noun = tag.startsWith('n') && chars.length >= 2 && !phrasing ? { noun: true as const } : {};
    tokens.push({ term: meaning ?? word, kind: 'word', weight: 1, position, ...filler(word), ...noun });
    if (!meaning && chars.length >= 2) {
      for (const [index, char] of chars.entries()) {
        if (!ZH_QUIET_CHARS.has(char))
          tokens.push({ term: char, kind: 'char', weight: UNIGRAM_WEIGHT, position });
        const next = chars[index + 1];
        if (chars.length >= 3 && next)
          tokens.push({ term: char + next, kind: 'bigram', weight: 0.5, position });
      }
    }
    position += 1;
  }
  return position;
}

/**
 * The terms of mixed Chinese/English text, in order: NFKC-normalised (full-width letters and digits become
 * ASCII), lower-cased, numbers as digits; Chinese segmented into words (jieba), English words stemmed; every
 * word the synonym table knows as its meaning; punctuation and stop words dropped.
 */
export function tokenize(text: string, { isKnowledge = false } = {}): TToken[] {
  const tokens: TToken[] = [];
  const phrased = EN_PHRASES.reduce(
    (result, [phrase, term]) =>
      typeof term === 'string' ? result.replace(phrase, term) : result.replace(phrase, term),
    normalizeNumbers(text.normalize('NFKC').toLowerCase().replace(/[‘’]/g, "'")),
  );
  const normalized = isKnowledge ? markCounts(phrased) : phrased;
  let position = 0;
  for (const match of normalized.matchAll(SEGMENTS)) {
    const [, han, latin, digits] = match;
    if (han) position = chineseTokens(han, position, tokens);
    else {
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
