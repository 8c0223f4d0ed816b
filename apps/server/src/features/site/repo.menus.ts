import type { TQueryable } from '../../db/database.js';

/** Whether a rule of this name exists, enabled or not (an operator may have turned a seeded one off). */
export async function hasRuleNamed(db: TQueryable, name: string): Promise<boolean> {
  const row = await db.selectFrom('user_rule').select('id').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}
