import type { TChatTurn, TKnowledgeEntry } from '../providers/provider.js';
import { tellingWords, vocabularyOf } from './vocabulary.js';

/**
 * Words that mark a question as leaning on the one before: 那… ("那周末呢？"), 也 ("蛋糕也算吗"), 还有/另外/要是…
 * at the start, "and/or/what about/how about/what if…", "…too?".
 */
const ELLIPTICAL =
  /^(?:那|那么|那如果|那要是|还有|另外|要是|如果是)|也|^(?:and|or|also|what about|how about|what if)\b|\b(?:too|as well)$/i;
/** A Chinese question ending in 呢 without much of its own ("大杯呢？") also leans on the one before. */
const LEANING_END = /呢$/;
const SHORT_HAN = 4;
const SHORT_WORDS = 2;

/**
 * Whether a question only makes sense with the previous turn: it says so (ELLIPTICAL), or is too short to name
 * what it asks about (four Chinese characters, two English words, "呢" at the end of a short one).
 */
export function isFollowUp(question: string): boolean {
  const text = question
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+$/u, '');
  if (ELLIPTICAL.test(text)) return true;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = text.match(/[a-z0-9]+/gi)?.length ?? 0;
  if (han > 0) return words === 0 && (han <= SHORT_HAN || (LEANING_END.test(text) && han <= SHORT_HAN * 2));
  return words > 0 && words <= SHORT_WORDS;
}

/** The earlier question a follow-up is read with, and whether the follow-up says itself that it is one. */
export interface TFollowUp {
  question: string;
  elliptical: boolean;
}

/**
 * The context of a question in a conversation: the visitor's previous question, when the question is a follow-up
 * (isFollowUp), or when every word of it the knowledge base could answer is known there and it only lacks its
 * subject ("收费吗" after "能帮忙磨豆吗"). A question with a word the knowledge never uses (停车) asks something
 * new: reading it with the previous question would answer that one again.
 */
export function contextOf(
  knowledge: readonly TKnowledgeEntry[],
  question: string,
  history: readonly TChatTurn[],
): TFollowUp | undefined {
  const previous = history.findLast((turn) => turn.role === 'user')?.content.trim();
  if (!previous || knowledge.length === 0) return undefined;
  const elliptical = isFollowUp(question);
  if (elliptical) return { question: previous, elliptical };
  const known = vocabularyOf(knowledge);
  return tellingWords(question).every((token) => known(token.term))
    ? { question: previous, elliptical }
    : undefined;
}
