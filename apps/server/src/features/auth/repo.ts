import type { Selectable, Transaction } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { Database, TokenTable, UserTable } from '../../db/schema.js';

export type TUserRow = Selectable<UserTable>;
export type TTokenRow = Selectable<TokenTable>;
export type TQueryable = TDb | Transaction<Database>;

export function findToken(db: TDb, tokenHash: string, type: string): Promise<TTokenRow | undefined> {
  return db
    .selectFrom('token')
    .selectAll()
    .where('token', '=', tokenHash)
    .where('type', '=', type)
    .executeTakeFirst();
}

export function findUserById(db: TDb, id: number): Promise<TUserRow | undefined> {
  return db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member by the column a login name or an address refers to. */
export function findUserBy(
  db: TDb,
  column: 'username' | 'email' | 'mobile',
  value: string,
): Promise<TUserRow | undefined> {
  return db.selectFrom('user').selectAll().where(column, '=', value).executeTakeFirst();
}

export async function insertTokens(db: TQueryable, rows: Omit<TTokenRow, 'used_time'>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('token')
    .values(rows.map((row) => ({ ...row, used_time: null })))
    .execute();
}

/** Marks a refresh token as rotated; false when another request rotated it first. */
export async function markTokenUsed(db: TQueryable, tokenHash: string, time: number): Promise<boolean> {
  const result = await db
    .updateTable('token')
    .set({ used_time: time })
    .where('token', '=', tokenHash)
    .where('used_time', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteLogin(db: TQueryable, loginId: string): Promise<void> {
  // Tokens from before logins had ids share the empty id; never treat those as one login.
  if (!loginId) return;
  await db.deleteFrom('token').where('login_id', '=', loginId).execute();
}

export async function deleteTokensByHash(db: TQueryable, hashes: string[]): Promise<TTokenRow[]> {
  if (hashes.length === 0) return [];
  return db.deleteFrom('token').where('token', 'in', hashes).returningAll().execute();
}

export async function deleteUserTokens(db: TQueryable, userId: number): Promise<void> {
  await db.deleteFrom('token').where('user_id', '=', userId).execute();
}

export async function deleteExpiredTokens(db: TDb, now: number): Promise<void> {
  await db.deleteFrom('token').where('expire_time', '<', now).execute();
}

/** The group new members join: the first enabled one. */
export async function findDefaultGroupId(db: TDb): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_group')
    .select('id')
    .where('status', '=', 'enable')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export function insertUser(
  db: TDb,
  values: Pick<UserTable, 'group_id' | 'username' | 'email' | 'mobile' | 'password' | 'join_time'> & {
    nickname: string;
    join_ip: string;
  },
): Promise<TUserRow> {
  return db
    .insertInto('user')
    .values({ ...values, update_time: values.join_time, create_time: values.join_time })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(
  db: TQueryable,
  id: number,
  values: Partial<Pick<TUserRow, 'last_login_time' | 'last_login_ip' | 'login_failure' | 'password'>>,
): Promise<void> {
  await db.updateTable('user').set(values).where('id', '=', id).execute();
}

export async function incrementLoginFailure(db: TDb, id: number): Promise<void> {
  await db
    .updateTable('user')
    .set((eb) => ({ login_failure: eb('login_failure', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
