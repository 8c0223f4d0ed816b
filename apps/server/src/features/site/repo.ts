import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { StoreTable, UserRuleTable } from '../../db/schema.js';

export type TRuleRow = Selectable<UserRuleTable>;
export type TStoreRow = Selectable<StoreTable>;

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

/** The store the site's chat opens by default: the one marked default, else the oldest open store. */
export function findDefaultStore(db: TDb): Promise<TStoreRow | undefined> {
  return db
    .selectFrom('store')
    .selectAll()
    .where('status', '=', 'open')
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
}
