import { answersNothing, planAnswer } from './knowledge/answer-plan.js';
import type { TKnowledgeEntry } from './providers/provider.js';

/** What the builtin engine does with one question: the entries it answers with, or that it refuses. */
export interface TJudgedAnswer {
  entryIds: number[];
  refused: boolean;
}

/**
 * Answers a question with the builtin engine's plan over `knowledge`, as the assistants' answer checks read it
 * (they measure a draft before it is published; assistants cannot import chat, so app.ts hands them this).
 */
export function judgeAnswer(
  knowledge: readonly TKnowledgeEntry[],
  question: string,
  lang: string,
): TJudgedAnswer {
  const plan = planAnswer(knowledge, question, lang);
  const entryIds = plan.parts.flatMap((part) => (part.answer.kind === 'entry' ? [part.answer.entry.id] : []));
  return { entryIds: [...new Set(entryIds)], refused: answersNothing(plan) };
}
