import type { Insertable, Selectable } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import type { ConfigTable, UserRuleTable } from '../../db/schema.js';

export type TRuleRow = Selectable<UserRuleTable>;

export function listConfig(db: TDb): Promise<{ name: string; value: string }[]> {
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
