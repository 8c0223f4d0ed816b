import { z } from 'zod';
import { ZPageQuery, zNumeric } from '../fields.js';

/**
 * The query of a console table: the page, a quick search over the columns the endpoint searches, and a sort
 * over the columns it allows (an allowlist, so no column name from a client ever reaches SQL unchecked).
 */
export const zListQuery = <const S extends readonly [string, ...string[]]>(sortable: S) =>
  ZPageQuery.extend({
    quickSearch: z.string().trim().max(100, 'validation.invalid').default(''),
    sort: z.enum(sortable, 'validation.invalid').optional(),
    direction: z.enum(['asc', 'desc'], 'validation.invalid').default('desc'),
  });
export type TListQuery<S extends string = string> = z.infer<typeof ZPageQuery> & {
  quickSearch: string;
  sort?: S;
  direction: 'asc' | 'desc';
};

/**
 * A table filter as a query string carries it: empty means "any", so a cleared select box may send `status=`.
 */
export const zFilter = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

/** A row id, as JSON or a query string carries it. */
export const zRowId = zNumeric()
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(2 ** 31 - 1);

/** `{id}`: the row a detail, an edit or an action is about. */
export const ZIdBody = z.object({ id: zRowId });
export type TIdBody = z.infer<typeof ZIdBody>;

/** `{ids}`: the rows a delete is about, at most a page of them. */
export const ZIdsBody = z.object({ ids: z.array(zRowId).min(1, 'validation.required').max(100) });
export type TIdsBody = z.infer<typeof ZIdsBody>;

/** An enable/disable switch as the console's tables show it. */
export const ZStatus = z.enum(['enable', 'disable'], 'validation.invalid');
export type TStatus = z.infer<typeof ZStatus>;

/** `{ids, status}`: the rows a bulk enable or disable is about, at most a page of them. */
export const ZIdsStatusBody = ZIdsBody.extend({ status: ZStatus });
export type TIdsStatusBody = z.infer<typeof ZIdsStatusBody>;

/** What a bulk action did: how many of the rows it named changed (those already so are left as they were). */
export const ZBulkResult = z.object({ changed: z.number().int() });
export type TBulkResult = z.infer<typeof ZBulkResult>;
