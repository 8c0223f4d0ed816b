import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';
import { SYNONYMS } from './synonyms.js';

const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;

/** The synonym table's Chinese words as dictionary lines, frequent enough that jieba keeps each one whole (停哪). */
const TABLE_WORDS = [...SYNONYMS.keys()]
  .filter((word) => /^\p{Script=Han}{2,}$/u.test(word))
  .map((word) => `${word} 100000`)
  .join('\n');

/**
 * Chinese word segmentation with jieba's own dictionary (the `@node-rs/jieba` package ships it) plus the
 * synonym table's words, each word with its part of speech (n… for nouns). No HMM guessing of words the
 * dictionary lacks (it glues 开不开 or 想订 into one "word"): such text stays single characters. The dictionary takes about a second to load, so it is loaded once per process, on the
 * first Chinese text segmented.
 */
export function segmentChinese(run: string): Array<{ word: string; tag: string }> {
  if (!jieba) {
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(TABLE_WORDS));
  }
  return jieba.tag(run, false);
}

const stopwords = require('stopwords-iso') as Record<'zh' | 'en', string[]>;

/**
 * Filler in either language (stopwords-iso's lists: 多少, 的话, where, right, now…): such a word still finds
 * entries, but coverage does not count it. A word of the synonym table (open, 哪里) carries a store meaning by
 * definition, so it is no filler even where those lists name it.
 */
export const FILLER = new Set([...stopwords.zh, ...stopwords.en].filter((word) => !SYNONYMS.has(word)));
