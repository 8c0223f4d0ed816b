import type { TListQuery, TOperatorLogQuery } from '@storefront/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TQueryable } from '../../db/database.js';
import { matchesAny, pageOfRows } from '../../db/list-page.js';
import type { AdminLogTable, AdminTable } from '../../db/schema.js';

export type TOperatorRow = Selectable<AdminTable>;
export type TOperatorLogEntry = Selectable<AdminLogTable>;

export function findOperator(db: TQueryable, id: number): Promise<TOperatorRow | undefined> {
  return db.selectFrom('admin').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOperatorByName(db: TQueryable, username: string): Promise<TOperatorRow | undefined> {
  return db.selectFrom('admin').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function countOperators(db: TQueryable): Promise<number> {
  const row = await db
    .selectFrom('admin')
    .select((eb) => eb.fn.countAll<number | string>().as('all'))
    .executeTakeFirstOrThrow();
  return Number(row.all);
}

export function insertOperator(db: TQueryable, values: Insertable<AdminTable>): Promise<TOperatorRow> {
  return db.insertInto('admin').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateOperator(
  db: TQueryable,
  id: number,
  changes: Updateable<AdminTable>,
): Promise<TOperatorRow | undefined> {
  return db.updateTable('admin').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteOperators(db: TQueryable, ids: number[]): Promise<TOperatorRow[]> {
  return db.deleteFrom('admin').where('id', 'in', ids).returningAll().execute();
}

export async function listOperators(
  db: TQueryable,
  query: TListQuery<'id' | 'username' | 'last_login_time' | 'create_time'>,
): Promise<{ rows: TOperatorRow[]; total: number }> {
  const base = db
    .selectFrom('admin')
    .$if(query.quickSearch !== '', (qb) => qb.where(matchesAny(['username', 'nickname'], query.quickSearch)));
  return pageOfRows(base, query, 'id');
}

export async function insertLogEntry(db: TQueryable, values: Insertable<AdminLogTable>): Promise<void> {
  await db.insertInto('admin_log').values(values).execute();
}

/** Every operator's id and names, for the log's filter. */
export function listOperatorNames(db: TQueryable) {
  return db.selectFrom('admin').select(['id', 'username', 'nickname']).orderBy('username').execute();
}

/** The usernames of the given operators that exist, by id. */
export async function findOperatorNames(db: TQueryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('admin').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The log's filters: the query without paging, as its page and its export share it. */
type TLogFilters = Omit<TOperatorLogQuery, 'page' | 'limit' | 'sort' | 'direction'>;

function filteredLog(db: TQueryable, query: TLogFilters) {
  // `admin_id` names an operator: a member's rows carry a member's id in that column.
  return db
    .selectFrom('admin_log')
    .$if(query.admin_id !== undefined, (qb) =>
      qb.where('admin_id', '=', query.admin_id ?? 0).where('actor', '=', 'operator'),
    )
    .$if(query.action !== undefined, (qb) => qb.where('action', '=', query.action ?? ''))
    .$if(query.target !== undefined, (qb) => qb.where('target', '=', query.target ?? ''))
    .$if(query.from !== undefined, (qb) => qb.where('create_time', '>=', query.from ?? 0))
    .$if(query.to !== undefined, (qb) => qb.where('create_time', '<=', query.to ?? 0))
    .$if(query.quickSearch !== '', (qb) =>
      qb.where(matchesAny(['username', 'action', 'target', 'target_id', 'ip'], query.quickSearch)),
    );
}

export async function listLogEntries(
  db: TQueryable,
  query: TOperatorLogQuery,
): Promise<{ rows: TOperatorLogEntry[]; total: number }> {
  return pageOfRows(filteredLog(db, query), query, 'id');
}

/** The filtered log, newest first, at most `max` rows (the export reads one more to know it is too many). */
export function allLogEntries(db: TQueryable, query: TLogFilters, max: number): Promise<TOperatorLogEntry[]> {
  return filteredLog(db, query).selectAll().orderBy('id', 'desc').limit(max).execute();
}
