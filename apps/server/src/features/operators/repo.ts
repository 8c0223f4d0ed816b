import type { TListQuery } from '@storefront/shared';
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

export async function listLogEntries(
  db: TQueryable,
  query: TListQuery<'id' | 'create_time'> & { admin_id?: number; action: string },
): Promise<{ rows: TOperatorLogEntry[]; total: number }> {
  // `admin_id` names an operator: a member's rows carry a member's id in that column.
  const base = db
    .selectFrom('admin_log')
    .$if(query.admin_id !== undefined, (qb) =>
      qb.where('admin_id', '=', query.admin_id ?? 0).where('actor', '=', 'operator'),
    )
    .$if(query.action !== '', (qb) => qb.where('action', '=', query.action))
    .$if(query.quickSearch !== '', (qb) =>
      qb.where(matchesAny(['username', 'action', 'target', 'target_id', 'ip'], query.quickSearch)),
    );
  return pageOfRows(base, query, 'id');
}
