import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { UserRuleTable } from '../../db/schema.js';

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
