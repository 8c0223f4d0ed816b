import type { TChatTurn, TKnowledgeEntry } from '../providers/provider.js';
import { contextOf, type TFollowUp } from './follow-up.js';
import { rankKnowledge, type TRankedEntry } from './rank.js';
import { tokenize } from './tokenize.js';

/**
 * How much of a question (its words, weighted by rarity; filler it lacks aside) an entry must contain to be given
 * as the answer: more than half of what the question says, on principle; the tuning set
 * (test/evaluation-tuning.ts) only confirmed it, and the held-out set was never used to choose it.
 */
export const BUILTIN_MIN_COVERAGE = 0.5;
/** Acceptance looks at the best few entries, not only the first: a generic word can put the right one second. */
const FEW = 3;
/** A lower-ranked entry is chosen for covering more only while it scores at least this share of the first. */
const WITHIN = 0.5;
/** Coverages this close are a tie, which the score decides. */
const SAME_COVERAGE = 0.05;

/** Small talk the builtin engine answers itself; `capabilities` ("what can you do?") is answered by the greeting. */
export type TSmallTalk = 'greeting' | 'thanks';

/** What one part of a question is answered with. */
export type TPartAnswer =
  | { kind: 'entry'; entry: TKnowledgeEntry; passage?: string }
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
/**
 * Clauses within a sentence: commas, the words that start a second question (另外, 顺便问一下, also), and an
 * English "and" right before a question word. Not 还有 (还有卖吗 asks one thing) nor a plain "and" (pork and
 * scallion).
 */
const CLAUSE_BREAK =
  /[,，、]|另外|以及|顺便问一?下|\band also\b|\balso\b|\band (?=(?:where|when|what|whats|how|do|does|is|are|can|could|any)\b)/i;

const pieces = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((piece) => piece.trim())
    .filter(Boolean);

/** A piece that says nothing searchable and is no small talk ("请问", "ok") is left out of the plan. */
const saysSomething = (text: string) => smallTalk(text) !== undefined || tokenize(text).length > 0;

/**
 * The best of the top few that covers enough of the question and has its rarest known word, in the visitor's
 * language when one of those qualifies.
 */
function accepted(ranked: readonly TRankedEntry[], lang: string): TRankedEntry | undefined {
  const first = ranked[0];
  if (!first) return undefined;
  const fits = ranked
    .slice(0, FEW)
    .filter(
      (hit) => hit.score >= first.score * WITHIN && hit.rareMatched && hit.coverage > BUILTIN_MIN_COVERAGE,
    );
  const own = fits.filter((hit) => hit.entry.lang === lang);
  return (own.length > 0 ? own : fits).sort((a, b) =>
    Math.abs(b.coverage - a.coverage) > SAME_COVERAGE ? b.coverage - a.coverage : b.score - a.score,
  )[0];
}

const asAnswer = (hit: TRankedEntry | undefined): TPartAnswer =>
  hit
    ? { kind: 'entry', entry: hit.entry, ...(hit.passage ? { passage: hit.passage } : {}) }
    : { kind: 'none' };

/**
 * A part answered by small talk, or by the entry accepted for it. A follow-up (`context` is the earlier
 * question it leans on) is searched together with that question: an elliptical one ("那周末呢？", "and a large
 * one?") always, another only when nothing answers it alone.
 */
function answerOf(knowledge: readonly TKnowledgeEntry[], text: string, lang: string, context?: TFollowUp) {
  const talk = smallTalk(text);
  if (talk) return { kind: 'talk', talk } as const;
  const alone = accepted(rankKnowledge(knowledge, text, lang, FEW), lang);
  if (context && (context.elliptical || !alone)) {
    const together = accepted(rankKnowledge(knowledge, text, lang, FEW, context.question), lang);
    if (together) return asAnswer(together);
  }
  return asAnswer(alone);
}

/** A sentence answered whole, or clause by clause when it asks several things at once. */
function planSentence(
  knowledge: readonly TKnowledgeEntry[],
  sentence: string,
  lang: string,
  context?: TFollowUp,
) {
  const whole = answerOf(knowledge, sentence, lang, context);
  const clauses = pieces(sentence, CLAUSE_BREAK).filter(saysSomething);
  if (clauses.length < 2) return [{ text: sentence, answer: whole }];
  const split = clauses.map((text) => ({ text, answer: answerOf(knowledge, text, lang, context) }));
  const answered = split.filter((part) => part.answer.kind !== 'none');
  const distinctEntries = new Set(
    answered.flatMap((part) => (part.answer.kind === 'entry' ? [part.answer.entry.id] : [])),
  );
  // Splitting pays only when the clauses find more than the sentence did as a whole.
  if (whole.kind === 'entry' && distinctEntries.size < 2) return [{ text: sentence, answer: whole }];
  if (answered.length === 0) return [{ text: sentence, answer: whole }];
  return split;
}

/**
 * Drops the "no answer" of a part that an entry the reply already gives answers too ("热干面多少钱，还有豆皮呢"):
 * the entry is among the part's best few and has its rarest known word.
 */
function withoutAnsweredHalves(
  knowledge: readonly TKnowledgeEntry[],
  parts: TAnswerPlan['parts'],
  lang: string,
) {
  const shown = new Set(parts.flatMap(({ answer }) => (answer.kind === 'entry' ? [answer.entry.id] : [])));
  if (shown.size === 0) return parts;
  return parts.filter(
    ({ text, answer }) =>
      answer.kind !== 'none' ||
      !rankKnowledge(knowledge, text, lang, FEW).some((hit) => hit.rareMatched && shown.has(hit.entry.id)),
  );
}

/** What else the plan may use: the conversation so far, oldest turn first. */
export interface TPlanOptions {
  history?: readonly TChatTurn[];
}

/**
 * Plans the builtin engine's answer: the question is split into sentences (and a sentence into clauses when that
 * finds more), each part answered by small talk, by the best of the top few entries covering enough of it, or by
 * nothing; a follow-up is read with the visitor's previous question (follow-up.ts). Ranking the whole question
 * as well gives the follow-up suggestions.
 */
export function planAnswer(
  knowledge: readonly TKnowledgeEntry[],
  question: string,
  lang: string,
  options: TPlanOptions = {},
): TAnswerPlan {
  const context = contextOf(knowledge, question, options.history ?? []);
  const sentences = pieces(question, SENTENCE_END).filter(saysSomething);
  const parts = (sentences.length > 0 ? sentences : [question]).flatMap((sentence) =>
    planSentence(knowledge, sentence, lang, context),
  );
  return {
    parts: withoutAnsweredHalves(knowledge, parts, lang),
    ranked: rankKnowledge(knowledge, question, lang, 8, context?.elliptical ? context.question : ''),
  };
}

/**
 * Whether a plan answers nothing from the knowledge: no part found an entry and some part was more than small
 * talk. The builtin engine then gives only its "no answer"; a model's answer is marked unanswered the same way.
 */
export const answersNothing = (plan: TAnswerPlan): boolean =>
  !plan.parts.some((part) => part.answer.kind === 'entry') &&
  plan.parts.some((part) => part.answer.kind === 'none');
