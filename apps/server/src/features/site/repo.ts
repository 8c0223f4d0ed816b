import type { Insertable, Selectable } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import type { ConfigTable, UserRuleTable } from '../../db/schema.js';

export type TRuleRow = Selectable<UserRuleTable>;

export function listConfig(db: TQueryable): Promise<{ name: string; value: string }[]> {
  return db.selectFrom('config').select(['name', 'value']).execute();
}

/** Enabled rules, heaviest first, the order menus are shown in. */
export function listEnabledRules(db: TDb): Promise<TRuleRow[]> {
  return db
    .selectFrom('user_rule')
    .selectAll()
    .where('status', '=', 'enable')
    .orderBy('weigh', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

export async function hasSettings(db: TQueryable): Promise<boolean> {
  return (await db.selectFrom('config').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertSettings(
  db: TQueryable,
  rows: Omit<Insertable<ConfigTable>, 'id'>[],
): Promise<void> {
  await db.insertInto('config').values(rows).execute();
}

/** Adds a menu or route rule and gives its id, for its children to point at. */
export const insertRule = async (db: TQueryable, values: Omit<Insertable<UserRuleTable>, 'id'>) =>
  (await db.insertInto('user_rule').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** The settings rows with these names (a section's), as stored. */
export function listConfigNamed(db: TQueryable, names: string[]): Promise<{ name: string; value: string }[]> {
  return db.selectFrom('config').select(['name', 'value']).where('name', 'in', names).execute();
}

/** Saves one setting, adding its row when the seed had none. */
export async function saveSetting(
  db: TQueryable,
  row: { name: string; group: string; value: string },
): Promise<void> {
  await db
    .insertInto('config')
    .values({ ...row, weigh: 0 })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: row.value }))
    .execute();
}

/** Every rule, enabled or not, in display order: the console's tree. */
export function listAllRules(db: TQueryable): Promise<TRuleRow[]> {
  return db.selectFrom('user_rule').selectAll().orderBy('weigh', 'desc').orderBy('id', 'asc').execute();
}

export function findRule(db: TQueryable, id: number): Promise<TRuleRow | undefined> {
  return db.selectFrom('user_rule').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Rules that already use a name, or a path within a type: what keeps rules unambiguous. */
export function findRuleClashes(
  db: TQueryable,
  rule: { id: number; name: string; type: string; path: string },
): Promise<Pick<TRuleRow, 'id' | 'name' | 'type' | 'path'>[]> {
  return db
    .selectFrom('user_rule')
    .select(['id', 'name', 'type', 'path'])
    .where('id', '<>', rule.id)
    .where((where) =>
      where.or([
        where('name', '=', rule.name),
        ...(rule.path ? [where.and([where('type', '=', rule.type), where('path', '=', rule.path)])] : []),
      ]),
    )
    .execute();
}

export async function updateRule(
  db: TQueryable,
  id: number,
  values: Partial<Omit<Insertable<UserRuleTable>, 'id'>>,
): Promise<void> {
  await db.updateTable('user_rule').set(values).where('id', '=', id).execute();
}

/** Rules directly under a parent, in display order. */
export function listChildRules(db: TQueryable, pid: number): Promise<TRuleRow[]> {
  return db
    .selectFrom('user_rule')
    .selectAll()
    .where('pid', '=', pid)
    .orderBy('weigh', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

export function listRulesById(db: TQueryable, ids: number[]): Promise<TRuleRow[]> {
  return db.selectFrom('user_rule').selectAll().where('id', 'in', ids).execute();
}

export async function deleteRulesById(db: TQueryable, ids: number[]): Promise<void> {
  await db.deleteFrom('user_rule').where('id', 'in', ids).execute();
}

export async function setRulesStatus(
  db: TQueryable,
  ids: number[],
  status: 'enable' | 'disable',
  now: number,
): Promise<void> {
  await db.updateTable('user_rule').set({ status, update_time: now }).where('id', 'in', ids).execute();
}
