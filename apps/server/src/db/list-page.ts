import type { TListQuery } from '@storefront/shared';
import { type Expression, type SelectQueryBuilder, type SqlBool, type StringReference, sql } from 'kysely';
import { containsPattern } from '../lib/like.js';

/**
 * A console table's quick search: any of `columns` contains `text`, ignoring case, with LIKE's wildcards taken
 * literally. The columns are the repo's own names, never a client's.
 */
export function matchesAny(columns: readonly string[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text.toLowerCase());
  const tests = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** Which page of a list to read, and how many rows a page holds (page 1 is the first). */
export type TPageWindow = Pick<TListQuery, 'page' | 'limit'>;

/** The rows of a page to skip. */
const offsetOf = (window: TPageWindow): number => (window.page - 1) * window.limit;

/**
 * One page of a list and how many rows the whole list holds, both read at once. `base` is the list, filtered
 * but not yet selected; `page` selects and orders the page's columns from it (joins for the page alone go
 * there too, so the count reads only what it must).
 */
export async function pageWithTotal<DB, TB extends keyof DB, B, PageDB, PageTB extends keyof PageDB, O>(
  base: SelectQueryBuilder<DB, TB, B>,
  page: (list: SelectQueryBuilder<DB, TB, B>) => SelectQueryBuilder<PageDB, PageTB, O>,
  window: TPageWindow,
) {
  const [rows, count] = await Promise.all([
    page(base).limit(window.limit).offset(offsetOf(window)).execute(),
    base
      .select(sql<number | string>`count(*)`.as('total'))
      .$castTo<{ total: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * `pageWithTotal` for a console table of whole rows, sorted by the query's column; `keyColumn` (the table's
 * `id`) is the sort when the query names none, and breaks ties so that pages never overlap.
 */
export function pageOfRows<DB, TB extends keyof DB, B, S extends StringReference<DB, TB>>(
  base: SelectQueryBuilder<DB, TB, B>,
  query: TPageWindow & { sort?: S; direction: 'asc' | 'desc' },
  keyColumn: S,
) {
  return pageWithTotal(
    base,
    (list) =>
      list
        .selectAll()
        .orderBy(query.sort ?? keyColumn, query.direction)
        .orderBy(keyColumn, query.direction),
    query,
  );
}
