import type { TChatTurn, TKnowledgeEntry } from '../providers/provider.js';
import { rankKnowledge, type TRankedEntry } from './rank.js';
import { tokenize } from './tokenize.js';

/**
 * How much of a question (rarity-weighted words and characters) the best entry must contain to be given as the
 * answer. Calibrated on knowledge/fixtures.ts and the evaluation set: unrelated questions peak at 0.42 there,
 * paraphrases sit mostly above 0.45.
 */
export const BUILTIN_MIN_COVERAGE = 0.44;

/** Small talk the builtin engine answers itself; `capabilities` ("what can you do?") is answered by the greeting. */
export type TSmallTalk = 'greeting' | 'thanks';

/** What one part of a question is answered with. */
export type TPartAnswer =
  | { kind: 'entry'; entry: TKnowledgeEntry }
  | { kind: 'talk'; talk: TSmallTalk }
  | { kind: 'none' };

export interface TAnswerPlan {
  /** Each part of the question that says something, in the visitor's order, with what answers it. */
  parts: Array<{ text: string; answer: TPartAnswer }>;
  /** The best matches of the whole question, for follow-up suggestions. */
  ranked: TRankedEntry[];
}

const GREETINGS =
  'hi|hello|hey|hiya|howdy|goodmorning|goodafternoon|goodevening|你好|您好|嗨|哈喽|哈啰|在吗|在不在|早上好|早安|下午好|晚上好';
const THANKS = 'thanks|thankyou|thx|ty|谢谢|多谢|谢啦|感谢';
const CAPABILITIES =
  'whatcanyoudo|whatdoyoudo|whatcanido|howcanyouhelp(?:me)?|whoareyou|whatareyou|' +
  '你能做什么|你会什么|你会做什么|你能干什么|你可以做什么|你能帮我做什么|能帮我做什么|你是谁|你是什么';
const SMALL_TALK: Array<[RegExp, TSmallTalk]> = [
  [new RegExp(`^(?:${GREETINGS})(?:there|呀|啊)?$`), 'greeting'],
  [new RegExp(`^(?:${CAPABILITIES})(?:呀|啊|呢)?$`), 'greeting'],
  [new RegExp(`^(?:${THANKS})(?:alot|verymuch|你|您|啦)?$`), 'thanks'],
];

/** Greetings, "what can you do" and thanks, told apart from questions after dropping punctuation and spaces. */
export function smallTalk(text: string): TSmallTalk | undefined {
  const compact = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]/gu, '');
  return SMALL_TALK.find(([pattern]) => pattern.test(compact))?.[1];
}

/** Sentences: a visitor asking two things usually ends each with its own mark. */
const SENTENCE_END = /[?？!！。;；\n]+/;
/** Clauses within a sentence: commas and the words that join a second question (还有…, and also…). */
const CLAUSE_BREAK = /[,，、]|还有|另外|以及|顺便问一?下|\band also\b|\balso\b/i;

const pieces = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((piece) => piece.trim())
    .filter(Boolean);

/** A piece that says nothing searchable and is no small talk ("请问", "ok") is left out of the plan. */
const saysSomething = (text: string) => smallTalk(text) !== undefined || tokenize(text).length > 0;

function answerOf(knowledge: readonly TKnowledgeEntry[], text: string, lang: string): TPartAnswer {
  const talk = smallTalk(text);
  if (talk) return { kind: 'talk', talk };
  const best = rankKnowledge(knowledge, text, lang, 1)[0];
  return best && best.coverage >= BUILTIN_MIN_COVERAGE
    ? { kind: 'entry', entry: best.entry }
    : { kind: 'none' };
}

/** A sentence answered whole, or clause by clause when it asks several things at once. */
function planSentence(knowledge: readonly TKnowledgeEntry[], sentence: string, lang: string) {
  const whole = answerOf(knowledge, sentence, lang);
  const clauses = pieces(sentence, CLAUSE_BREAK).filter(saysSomething);
  if (clauses.length < 2) return [{ text: sentence, answer: whole }];
  const split = clauses.map((text) => ({ text, answer: answerOf(knowledge, text, lang) }));
  const answered = split.filter((part) => part.answer.kind !== 'none');
  const distinctEntries = new Set(
    answered.flatMap((part) => (part.answer.kind === 'entry' ? [part.answer.entry.id] : [])),
  );
  // Splitting pays only when the clauses find more than the sentence did as a whole.
  if (whole.kind === 'entry' && distinctEntries.size < 2) return [{ text: sentence, answer: whole }];
  if (answered.length === 0) return [{ text: sentence, answer: whole }];
  return split;
}

/** What else the plan may use: the conversation so far, oldest turn first. */
export interface TPlanOptions {
  history?: readonly TChatTurn[];
}

/**
 * Plans the builtin engine's answer: the question is split into sentences (and a sentence into clauses when that
 * finds more), each part answered by small talk, by the best entry covering enough of it, or by nothing. Ranking
 * the whole question as well gives the follow-up suggestions.
 */
export function planAnswer(
  knowledge: readonly TKnowledgeEntry[],
  question: string,
  lang: string,
  _options: TPlanOptions = {},
): TAnswerPlan {
  const sentences = pieces(question, SENTENCE_END).filter(saysSomething);
  const parts = (sentences.length > 0 ? sentences : [question]).flatMap((sentence) =>
    planSentence(knowledge, sentence, lang),
  );
  return { parts, ranked: rankKnowledge(knowledge, question, lang, 8) };
}

/**
 * Whether a plan answers nothing from the knowledge: no part found an entry and some part was more than small
 * talk. The builtin engine then gives only its "no answer"; a model's answer is marked unanswered the same way.
 */
export const answersNothing = (plan: TAnswerPlan): boolean =>
  !plan.parts.some((part) => part.answer.kind === 'entry') &&
  plan.parts.some((part) => part.answer.kind === 'none');
