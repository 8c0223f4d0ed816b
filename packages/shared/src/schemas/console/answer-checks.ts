import { z } from 'zod';
import { LANGUAGES } from '../../locales/index.js';
import { zFlag } from '../fields.js';
import { KNOWLEDGE_LIMITS } from './knowledge.js';
import { zRowId } from './list.js';

/**
 * An assistant's answer checks, which publishing is measured with: besides every entry's own question,
 * `paraphrase` (another wording of an entry's question, added by the owner or an operator), `answered` (a
 * visitor's question that got no answer until it was turned into an entry) and `refusal` (a question the
 * assistant must not answer from its knowledge: out of scope, or an attempt to get its instructions).
 */
export const ANSWER_CHECK_KINDS = ['paraphrase', 'answered', 'refusal'] as const;
export type TAnswerCheckKind = (typeof ANSWER_CHECK_KINDS)[number];

/** The checks a store may keep, and how many things that got worse a publish dialog lists. */
export const ANSWER_CHECK_LIMITS = { perStore: 500, regressionsListed: 50 } as const;

/** A stored check; `entry` names the entry expected (by its language and question), null for a refusal. */
export const ZAnswerCheck = z.object({
  id: z.number().int(),
  kind: z.enum(ANSWER_CHECK_KINDS),
  lang: z.enum(LANGUAGES),
  question: z.string(),
  entry: z.object({ lang: z.enum(LANGUAGES), question: z.string() }).nullable(),
  /** Whether the draft still has the entry expected (always true for a refusal). */
  entry_found: z.boolean(),
  /** Built in: the defaults every assistant is checked with, which cannot be removed. */
  builtin: z.boolean(),
  create_time: z.number().int(),
});
export type TAnswerCheck = z.infer<typeof ZAnswerCheck>;

const zCheckFields = z.object({
  kind: z.enum(['paraphrase', 'refusal'], 'validation.invalid'),
  lang: z.enum(LANGUAGES, 'validation.language'),
  question: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(KNOWLEDGE_LIMITS.questionMax, 'validation.tooLong'),
  entry_id: zRowId.optional(),
});

/** A paraphrase names the entry it expects; a refusal case names none. */
const namesItsEntry = (body: z.infer<typeof zCheckFields>) =>
  (body.kind === 'paraphrase') === (body.entry_id !== undefined);
const ENTRY_RULE = { message: 'validation.required', path: ['entry_id'] };

/**
 * Adds a paraphrase of a draft entry (`entry_id`: its language and question are what the check remembers) or
 * a refusal case (no `entry_id`). The console's body names the store too.
 */
export const ZAnswerCheckAddBody = zCheckFields.refine(namesItsEntry, ENTRY_RULE);
export type TAnswerCheckAddBody = z.infer<typeof ZAnswerCheckAddBody>;
export const ZConsoleAnswerCheckAddBody = zCheckFields
  .extend({ store_id: zRowId })
  .refine(namesItsEntry, ENTRY_RULE);

export const ZAnswerCheckDeleteBody = z.object({ id: zRowId });
export const ZConsoleAnswerCheckDeleteBody = z.object({ id: zRowId, store_id: zRowId });

/** How one version answers a check: the right entry, none, a wrong one; a refusal case refused or not. */
export const ANSWER_CHECK_OUTCOMES = ['hit', 'missed', 'wrong', 'refused', 'answered'] as const;

/** An assistant version's figures over the checks (rates 0…1; 0 when there is nothing to measure). */
export const ZAnswerFigures = z.object({
  answerable: z.number().int(),
  hit_rate: z.number(),
  refusals: z.number().int(),
  refusal_rate: z.number(),
  /** Checks answered with an entry that was not expected (any entry, for a refusal case). */
  wrong: z.number().int(),
});
export type TAnswerFigures = z.infer<typeof ZAnswerFigures>;

/** A check the draft answers worse than the published assistant does. */
export const ZAnswerRegression = z.object({
  kind: z.enum(['own', ...ANSWER_CHECK_KINDS]),
  lang: z.enum(LANGUAGES),
  question: z.string(),
  /** The expected entry's question; '' for a refusal case. */
  expected: z.string(),
  published: z.enum(ANSWER_CHECK_OUTCOMES),
  draft: z.enum(ANSWER_CHECK_OUTCOMES),
  /** The question of the entry the draft answers with, '' when none. */
  draft_answer: z.string(),
});
export type TAnswerRegression = z.infer<typeof ZAnswerRegression>;

/** The draft measured beside the published assistant on the same checks, and what got worse. */
export const ZAnswerEvaluation = z.object({
  draft: ZAnswerFigures,
  published: ZAnswerFigures,
  regressions: z.object({ total: z.number().int(), list: z.array(ZAnswerRegression) }),
});
export type TAnswerEvaluation = z.infer<typeof ZAnswerEvaluation>;

/** Publishing: a draft that answers anything worse is published only with `acknowledge_regressions`. */
export const ZAssistantPublishBody = z.object({ acknowledge_regressions: zFlag.optional() });
export const ZConsoleAssistantPublishBody = ZAssistantPublishBody.extend({ store_id: zRowId });

/** A store's published assistant's figures, as measured when it was published, for the dashboard. */
export const ZStoreAnswerFigures = ZAnswerFigures.extend({
  store: z.object({ id: z.number().int(), storeuuid: z.string(), name: z.string() }),
  measure_time: z.number().int(),
});
export type TStoreAnswerFigures = z.infer<typeof ZStoreAnswerFigures>;
