import type { TMemberListQuery } from '@storefront/shared';
import type { Insertable, Selectable } from 'kysely';
import type { TQueryable } from '../../db/database.js';
import { matchesAny, pageWithTotal } from '../../db/list-page.js';
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
    | 'shop_id'
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

/** A member with their group's name, as the console lists them. */
export type TListedMember = TUserRow & { group_name: string | null };

/** A page of members for the console: searched, filtered and sorted as the query says, with the total. */
export async function listMembers(
  db: TQueryable,
  query: TMemberListQuery,
): Promise<{ rows: TListedMember[]; total: number }> {
  const search = ['user.username', 'user.nickname', 'user.email', 'user.mobile'];
  const base = db
    .selectFrom('user')
    .$if(query.quickSearch !== '', (qb) => qb.where(matchesAny(search, query.quickSearch)))
    .$if(query.status !== undefined, (qb) => qb.where('user.status', '=', query.status ?? 'enable'))
    .$if(query.group_id !== undefined, (qb) => qb.where('user.group_id', '=', query.group_id ?? 0))
    .$if(query.has_store !== undefined, (qb) =>
      qb.where('user.shop_id', query.has_store === 'yes' ? '>' : '=', 0),
    );
  return pageWithTotal(
    base,
    (list) =>
      list
        .leftJoin('user_group', 'user_group.id', 'user.group_id')
        .selectAll('user')
        .select('user_group.name as group_name')
        .orderBy(`user.${query.sort ?? 'id'}`, query.direction)
        .orderBy('user.id', query.direction),
    query,
  );
}

/** How many members there are; with `joinedSince`, how many joined at or after that time. */
export async function countMembers(db: TQueryable, joinedSince?: number): Promise<number> {
  const row = await db
    .selectFrom('user')
    .$if(joinedSince !== undefined, (qb) => qb.where('join_time', '>=', joinedSince ?? 0))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The usernames of the given members that exist, by id. */
export async function findUsernames(db: TQueryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('user').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The member groups by id, for the console's filter. */
export function listGroups(db: TQueryable) {
  return db.selectFrom('user_group').select(['id', 'name']).orderBy('id').execute();
}

export async function findGroupName(db: TQueryable, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('user_group').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
}
