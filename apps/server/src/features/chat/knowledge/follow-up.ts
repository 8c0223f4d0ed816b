import type { TChatTurn, TKnowledgeEntry } from '../providers/provider.js';
import { tellingWords, vocabularyOf } from './vocabulary.js';

/**
 * Words that mark a question as leaning on the one before: 那…/…呢 ("那周末呢？"), 也 ("蛋糕也算吗"),
 * "and…", "what/how about…", "…too?".
 */
const ELLIPTICAL =
  /^(?:那|那么|那要是)|呢\s*[?？]?\s*$|也|^(?:and|what about|how about|also)\b|\b(?:too|as well)\s*\??\s*$/i;

/** The earlier question a follow-up is read with, and whether the follow-up says itself that it is one. */
export interface TFollowUp {
  question: string;
  elliptical: boolean;
}

/**
 * The context of a question in a conversation: the visitor's previous question, when the question is elliptical
 * (ELLIPTICAL), or when every word of it the knowledge base could answer is known there and it only lacks its
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
  const elliptical = ELLIPTICAL.test(question.normalize('NFKC').trim().toLowerCase());
  if (elliptical) return { question: previous, elliptical };
  const known = vocabularyOf(knowledge);
  return tellingWords(question).every((token) => known(token.term))
    ? { question: previous, elliptical }
    : undefined;
}
