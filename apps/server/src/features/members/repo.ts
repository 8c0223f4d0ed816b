import type { Insertable, Selectable } from 'kysely';
import type { TQueryable } from '../../db/database.js';
import type { UserGroupTable, UserTable } from '../../db/schema.js';

export type TUserRow = Selectable<UserTable>;

/**
 * The columns of a member that change outside the ledger. The balance columns (`money`, `score`) are not
 * among them: only the ledger writes those, each change with its log row.
 */
export type TMemberChanges = Partial<
  Pick<
    TUserRow,
    | 'username'
    | 'nickname'
    | 'email'
    | 'mobile'
    | 'avatar'
    | 'gender'
    | 'birthday'
    | 'motto'
    | 'password'
    | 'status'
    | 'last_login_time'
    | 'last_login_ip'
    | 'login_failure'
    | 'update_time'
  >
>;

export function findUserById(db: TQueryable, id: number): Promise<TUserRow | undefined> {
  return db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member by the column a login name or an address refers to. */
export function findUserBy(
  db: TQueryable,
  column: 'username' | 'email' | 'mobile',
  value: string,
): Promise<TUserRow | undefined> {
  return db.selectFrom('user').selectAll().where(column, '=', value).executeTakeFirst();
}

export function insertUser(
  db: TQueryable,
  values: Pick<UserTable, 'group_id' | 'username' | 'email' | 'mobile' | 'password' | 'join_time'> & {
    nickname: string;
    join_ip?: string;
  },
): Promise<TUserRow> {
  return db
    .insertInto('user')
    .values({ ...values, update_time: values.join_time, create_time: values.join_time })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(db: TQueryable, id: number, values: TMemberChanges): Promise<void> {
  await db.updateTable('user').set(values).where('id', '=', id).execute();
}

export async function incrementLoginFailure(db: TQueryable, id: number): Promise<void> {
  await db
    .updateTable('user')
    .set((eb) => ({ login_failure: eb('login_failure', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The group new members join: the first enabled one. */
export async function findDefaultGroupId(db: TQueryable): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_group')
    .select('id')
    .where('status', '=', 'enable')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** The rule ids an enabled group grants (`*` for all); undefined for a missing or disabled group. */
export async function findGroupRules(db: TQueryable, groupId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_group')
    .select('rules')
    .where('id', '=', groupId)
    .where('status', '=', 'enable')
    .executeTakeFirst();
  return row?.rules;
}

/** Adds a member group and gives its id. */
export const insertGroup = async (db: TQueryable, values: Omit<Insertable<UserGroupTable>, 'id'>) =>
  (await db.insertInto('user_group').values(values).returning('id').executeTakeFirstOrThrow()).id;
