import type { TListQuery } from '@storefront/shared';
import { type Expression, type SqlBool, sql } from 'kysely';
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

/** The rows of a page to skip. */
export const offsetOf = (query: Pick<TListQuery, 'page' | 'limit'>): number => (query.page - 1) * query.limit;
