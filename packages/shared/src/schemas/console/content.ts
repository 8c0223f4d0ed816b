import { z } from 'zod';
import { LANGUAGES } from '../../locales/index.js';
import { CONTENT_NAME_PATTERN, CONTENT_TYPES, ZExampleExtra } from '../content.js';
import { zNumeric } from '../fields.js';
import { ZStatus, zFilter, zListQuery, zRowId } from './list.js';

/** What an article version may hold, as the columns allow. */
export const CONTENT_EDIT_LIMITS = { titleMax: 200, summaryMax: 500, markdownMax: 50_000 } as const;

const zType = z.enum(CONTENT_TYPES, 'validation.invalid');
const zLang = z.enum(LANGUAGES, 'validation.invalid');

/** `GET /api/admin/content/index`: every version (both languages, enabled or not), filtered by type and language. */
export const ZContentAdminListQuery = zListQuery(['id', 'number', 'weigh', 'update_time']).extend({
  type: zFilter(zType),
  lang: zFilter(zLang),
  status: zFilter(ZStatus),
});
export type TContentAdminListQuery = z.infer<typeof ZContentAdminListQuery>;

/** A version of an article, as the list names its article's versions. */
export const ZContentVersionRef = z.object({ id: z.number().int(), lang: zLang, status: ZStatus });

/** One language's version of an article. */
export const ZContentAdminVersion = z.object({
  id: z.number().int(),
  type: z.enum(CONTENT_TYPES),
  /** Shared by the article's versions: the `id` the public pages show. */
  number: z.number().int(),
  name: z.string(),
  lang: zLang,
  title: z.string(),
  summary: z.string(),
  weigh: z.number().int(),
  status: ZStatus,
  update_time: z.number().int(),
});
export type TContentAdminVersion = z.infer<typeof ZContentAdminVersion>;

/** A version as the console lists it, with every version of its article (itself included), zh-cn first. */
export const ZContentAdminRow = ZContentAdminVersion.extend({ versions: z.array(ZContentVersionRef) });
export type TContentAdminRow = z.infer<typeof ZContentAdminRow>;

/** A version with its text and, for examples, the conversation as JSON. */
export const ZContentAdminDetail = ZContentAdminVersion.extend({ markdown: z.string(), extra: z.string() });
export type TContentAdminDetail = z.infer<typeof ZContentAdminDetail>;

/** An example's conversation as the console edits it: JSON `{storeuuid, turns: [{role, content}]}`. */
export const zExampleExtraText = z.string().refine((text) => {
  try {
    return ZExampleExtra.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}, 'validation.exampleExtra');

export const zContentName = z.string().trim().regex(CONTENT_NAME_PATTERN, 'validation.contentName');
export const zContentTitle = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(CONTENT_EDIT_LIMITS.titleMax, 'validation.invalid');
export const zContentSummary = z.string().trim().max(CONTENT_EDIT_LIMITS.summaryMax, 'validation.invalid');
export const zContentMarkdown = z
  .string()
  .min(1, 'validation.required')
  .max(CONTENT_EDIT_LIMITS.markdownMax, 'validation.markdownTooLong')
  .refine((text) => text.trim() !== '', 'validation.required');
/** Higher first on the public lists. */
export const zContentWeigh = zNumeric('validation.invalid')
  .int('validation.invalid')
  .min(-999_999, 'validation.invalid')
  .max(999_999, 'validation.invalid');

/**
 * What an edit sets. `name` and `weigh` belong to the article and change in every language's version; the
 * rest is this version's. `extra` is read for examples only (their conversation), and required there.
 */
const ZContentFields = z.object({
  name: zContentName,
  title: zContentTitle,
  summary: zContentSummary.default(''),
  markdown: zContentMarkdown,
  weigh: zContentWeigh.default(0),
  status: ZStatus.default('enable'),
  extra: z.union([z.literal(''), zExampleExtraText]).default(''),
});

/**
 * A new version: of a new article, or in another language of the article of that type with this `name`
 * (which it then joins, sharing its number).
 */
export const ZContentAddBody = ZContentFields.extend({ type: zType, lang: zLang });
export type TContentAddBody = z.infer<typeof ZContentAddBody>;

export const ZContentEditBody = ZContentFields.extend({ id: zRowId });
export type TContentEditBody = z.infer<typeof ZContentEditBody>;

export const ZContentStatusBody = z.object({ id: zRowId, status: ZStatus });
export type TContentStatusBody = z.infer<typeof ZContentStatusBody>;
