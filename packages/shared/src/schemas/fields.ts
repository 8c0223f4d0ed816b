import { z } from 'zod';
import { LANGUAGES } from '../locales/index.js';
import { PAGE_SIZES } from '../protocol.js';

/** Boolean-ish values as a client may send them (`1`, `0`, `true`, `false`). */
export const zFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', '']), z.number().int().min(0).max(1)])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** A bounded free-text field that is allowed to be empty (captcha ids, click strings). */
export const zText = (max: number) => z.string().max(max, 'validation.invalid').default('');

/** A number as JSON (a number) or a query string (text) carries it. */
export const zNumeric = (params?: Parameters<typeof z.coerce.number>[0]) =>
  z.coerce.number<number | string>(params);

/** A 1-based page number. */
export const zPageNumber = () => zNumeric().int().min(1).max(100_000).default(1);

/**
 * A page size from the sizes an endpoint offers (`fallback` when none is sent); any other size is refused,
 * never clamped, so a client learns at once that it asks for something the contract does not offer.
 */
export const zPageSize = (sizes: readonly number[], fallback: number) =>
  zNumeric()
    .refine((size) => sizes.includes(size), 'validation.pageSize')
    .default(fallback);

/** 1-based page and a page size from the offered sizes (PAGE_SIZES, 10 by default). */
export const ZPageQuery = z.object({
  page: zPageNumber(),
  limit: zPageSize(PAGE_SIZES, PAGE_SIZES[0]),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A page of a list as every paged endpoint answers it: the rows asked for and how many there are in all. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });
export type TPage<T> = { list: T[]; total: number };

/**
 * A text per language, `{ "zh-cn": …, "en": … }`, both under the same rule; a language left '' falls back to
 * the other one on pages (`inLanguage`).
 */
export const zBilingual = (text: z.ZodType<string>) =>
  z.object({ 'zh-cn': text.default(''), en: text.default('') });

/** A text per language that must be given in at least one of them (a name). */
export const zBilingualRequired = (text: z.ZodType<string>) =>
  zBilingual(text).refine((texts) => LANGUAGES.some((lang) => texts[lang] !== ''), {
    message: 'validation.required',
    path: ['zh-cn'],
  });
