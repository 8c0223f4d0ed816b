import { z } from 'zod';

/** Boolean-ish values as a client may send them (`1`, `0`, `true`, `false`). */
export const zFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', '']), z.number().int().min(0).max(1)])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** A bounded free-text field that is allowed to be empty (captcha ids, click strings). */
export const zText = (max: number) => z.string().max(max, 'validation.invalid').default('');

/** 1-based page and a page size from the offered sizes. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
