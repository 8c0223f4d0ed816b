import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** Migrations run unchanged on both dialects; only the auto-increment key is spelled differently. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Unix-seconds and cents columns: 64-bit, so times outlive 2038. */
export const BIGINT = 'bigint' as const;
