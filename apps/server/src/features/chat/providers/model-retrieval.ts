import type { TLanguage } from '@storefront/shared';
import { rankKnowledge } from '../knowledge/rank.js';
import type { TChatTurn, TKnowledgeEntry } from './provider.js';

/** Passages a model is given per question. */
export const PASSAGE_LIMIT = 5;
/** An entry's answer is cut here in the prompt: a long one would crowd out the others. */
const PASSAGE_CHARS = 1200;

/** Words that open a question leaning on the one before ("那周末呢？", "and a large one?", "what about…"). */
const FOLLOW_UP_START =
  /^(?:那么?|那如果|还有|另外|要是|如果是|and|or|what about|how about|what if)(?:\b|(?=\p{Script=Han}))/iu;
/** A Chinese question ending in 呢 without much of its own ("大杯呢？") also leans on the one before. */
const LEANING_END = /呢$/;
const SHORT_HAN = 4;
const SHORT_WORDS = 2;

/**
 * Whether a question only makes sense with the previous turn: it opens like a follow-up, or is too short to
 * name what it asks about (four Chinese characters, two English words, "呢" at the end of a short one).
 */
export function isFollowUp(question: string): boolean {
  const text = question
    .normalize('NFKC')
    .trim()
    .replace(/[\p{P}\p{S}]+$/u, '');
  if (FOLLOW_UP_START.test(text)) return true;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = text.match(/[a-z0-9]+/gi)?.length ?? 0;
  if (han > 0) return words === 0 && (han <= SHORT_HAN || (LEANING_END.test(text) && han <= SHORT_HAN * 2));
  return words > 0 && words <= SHORT_WORDS;
}

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
