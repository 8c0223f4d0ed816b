import { z } from 'zod';
import { ZPageQuery, zNumeric } from './fields.js';

/** The kinds of article: help centre, getting-started guides, example conversations, site documents. */
export const CONTENT_TYPES = ['instructions', 'guide', 'example', 'doc'] as const;
export type TContentType = (typeof CONTENT_TYPES)[number];

/** Limits of the content pages, for the search box and the server. */
export const CONTENT_LIMITS = { keywordMax: 50, nameMax: 60 } as const;

/** An article's slug: `terms`, `how-to-chat`…; one per type, with a version per language. */
export const CONTENT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;

const zType = z.enum(CONTENT_TYPES, 'validation.invalid');

/** `GET /api/content/index`: the enabled articles of one type in the request language, `order` first. */
export const ZContentListQuery = ZPageQuery.extend({
  type: zType,
  keyword: z.string().trim().max(CONTENT_LIMITS.keywordMax, 'validation.invalid').optional(),
});
export type TContentListQuery = z.infer<typeof ZContentListQuery>;

/** `GET /api/content/detail`: one article by `id` or by `name` (documents: `terms`, `privacy`, `about`). */
export const ZContentDetailQuery = z
  .object({
    type: zType,
    id: zNumeric('validation.invalid')
      .int('validation.invalid')
      .positive('validation.invalid')
      .max(2 ** 31 - 1, 'validation.invalid')
      .optional(),
    name: z.string().trim().regex(CONTENT_NAME_PATTERN, 'validation.invalid').optional(),
  })
  .refine((query) => query.id !== undefined || query.name !== undefined, {
    message: 'validation.invalid',
    path: ['id'],
  });
export type TContentDetailQuery = z.infer<typeof ZContentDetailQuery>;

/**
 * An article in a list. `id` is the article's number within its type (`/examples/1` and `/guideintro/1` are
 * different articles), shared by its language versions: asking for it in the other language gives that
 * language's version. Lists come sorted: `order` descending, then `id`.
 */
export const ZContentSummary = z.object({
  id: z.number().int(),
  type: z.enum(CONTENT_TYPES),
  name: z.string(),
  title: z.string(),
  summary: z.string(),
  order: z.number().int(),
});
export type TContentSummary = z.infer<typeof ZContentSummary>;

/** One turn of an example conversation: the visitor's question or the assistant's (markdown) answer. */
export const ZExampleTurn = z.object({ role: z.enum(['user', 'assistant']), content: z.string().min(1) });
export type TExampleTurn = z.infer<typeof ZExampleTurn>;

/**
 * One article. `lang` is the language actually served (zh-cn when the requested one has no version).
 * Examples also carry the store the conversation was held with and its turns, visitor first; the other
 * types have `storeuuid: null` and no turns.
 */
export const ZContentDetail = ZContentSummary.extend({
  lang: z.string(),
  markdown: z.string(),
  update_time: z.number().int(),
  storeuuid: z.string().nullable(),
  turns: z.array(ZExampleTurn),
});
export type TContentDetail = z.infer<typeof ZContentDetail>;

/** What an example keeps in the `extra` JSON column. */
export const ZExampleExtra = z.object({ storeuuid: z.string(), turns: z.array(ZExampleTurn).min(1) });
export type TExampleExtra = z.infer<typeof ZExampleExtra>;
