import { z } from 'zod';
import { zNumeric } from '../fields.js';
import { ZStoreAnswerFigures } from './answer-checks.js';

/** The periods the dashboard shows, in days (today and the days before it, China time). */
export const DASHBOARD_RANGES = [14, 30] as const;
export type TDashboardRange = (typeof DASHBOARD_RANGES)[number];

/**
 * How many stores and unanswered questions the dashboard lists; `answers`: stores with their answer-check
 * figures, weakest first.
 */
export const DASHBOARD_TOP = { stores: 5, unanswered: 10, answers: 10 } as const;

export const ZDashboardQuery = z.object({
  days: zNumeric('validation.invalid')
    .refine((days) => (DASHBOARD_RANGES as readonly number[]).includes(days), 'validation.invalid')
    .default(14),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/** Why a question counts as unanswered: the assistant said it had no answer, or the asker rated it down. */
export const UNANSWERED_REASONS = ['noAnswer', 'ratedDown'] as const;

export const ZDashboardQuestion = z.object({
  /** The answer's message id. */
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  reason: z.enum(UNANSWERED_REASONS),
  store: z.object({ storeuuid: z.string(), name: z.string() }).nullable(),
  create_time: z.number().int(),
});
export type TDashboardQuestion = z.infer<typeof ZDashboardQuestion>;

/**
 * The console's home page. Days are `YYYY-MM-DD` in China time, oldest first, today last; "messages" are the
 * questions visitors and members sent; the period figures (stores, unanswered, feedback) cover `days`.
 */
export const ZDashboard = z.object({
  members: z.object({
    total: z.number().int(),
    /** Joined today or in the 6 days before. */
    new7: z.number().int(),
    /** Joined today or in the 29 days before. */
    new30: z.number().int(),
  }),
  messages: z.object({
    days: z.array(z.string()),
    visitor: z.array(z.number().int()),
    member: z.array(z.number().int()),
  }),
  topStores: z.array(
    z.object({ id: z.number().int(), storeuuid: z.string(), name: z.string(), messages: z.number().int() }),
  ),
  unanswered: z.object({
    total: z.number().int(),
    latest: z.array(ZDashboardQuestion),
  }),
  feedback: z.object({ up: z.number().int(), down: z.number().int() }),
  /**
   * Published assistants' answer-check figures as measured when each was published (whatever the period):
   * how many stores have them, their average hit rate, and the weakest stores (lowest hit rate first).
   */
  answers: z.object({
    measured: z.number().int(),
    hit_rate: z.number(),
    weakest: z.array(ZStoreAnswerFigures),
  }),
});
export type TDashboard = z.infer<typeof ZDashboard>;
