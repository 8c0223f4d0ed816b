import type { TLanguage } from '@storefront/shared';
import { isFollowUp } from '../knowledge/follow-up.js';
import { rankKnowledge } from '../knowledge/rank.js';
import type { TChatTurn, TKnowledgeEntry } from './provider.js';

/** Passages a model is given per question. */
export const PASSAGE_LIMIT = 5;
/** An entry's answer is cut here in the prompt: a long one would crowd out the others. */
const PASSAGE_CHARS = 1200;

/** The visitor's last question before this one, or undefined at the start of a conversation. */
const previousQuestion = (history: readonly TChatTurn[]) =>
  [...history].reverse().find((turn) => turn.role === 'user')?.content;

/**
 * What retrieval searches with: the question itself, or for a follow-up the previous question joined to it, so
 * "那周末呢？" after "工作日几点开门？" looks for opening hours at the weekend.
 */
export function retrievalQuestion(question: string, history: readonly TChatTurn[]): string {
  const previous = previousQuestion(history);
  return previous && isFollowUp(question) ? `${previous} ${question}` : question;
}

/**
 * The entries a model is given for a question, best first. A follow-up is ranked with the previous question
 * joined to it, and among those the entries matching the follow-up's own words come first: "那周末呢？" keeps
 * "weekend" as what it asks, the previous question says about what (opening hours, not weekend events).
 */
export function passagesFor(
  knowledge: readonly TKnowledgeEntry[],
  question: string,
  history: readonly TChatTurn[],
  lang: TLanguage,
): TKnowledgeEntry[] {
  const search = retrievalQuestion(question, history);
  if (search === question) {
    return rankKnowledge(knowledge, question, lang, PASSAGE_LIMIT)
      .filter((hit) => hit.score > 0)
      .map((hit) => hit.entry);
  }
  const own = new Set(
    rankKnowledge(knowledge, question, lang, knowledge.length)
      .filter((hit) => hit.score > 0)
      .map((hit) => hit.entry.id),
  );
  const joined = rankKnowledge(knowledge, search, lang, knowledge.length)
    .filter((hit) => hit.score > 0)
    .map((hit) => hit.entry);
  return [
    ...joined.filter((entry) => own.has(entry.id)),
    ...joined.filter((entry) => !own.has(entry.id)),
  ].slice(0, PASSAGE_LIMIT);
}

/** One passage as the prompt shows it: its entry's id to cite, the question it answers, the answer. */
export const passageText = (entry: TKnowledgeEntry, lang: TLanguage): string =>
  lang === 'zh-cn'
    ? `[#${entry.id}] 问：${entry.question}\n答：${entry.answer.slice(0, PASSAGE_CHARS)}`
    : `[#${entry.id}] Q: ${entry.question}\nA: ${entry.answer.slice(0, PASSAGE_CHARS)}`;
