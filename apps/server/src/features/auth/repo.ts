import type { Selectable } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import type { TokenTable } from '../../db/schema.js';

export type TTokenRow = Selectable<TokenTable>;

/** Members' tokens live in `token`, operators' in `admin_token`: the same columns, each keyed to its owner. */
export type TTokenTable = 'token' | 'admin_token';

/** Queries are typed by `token`'s columns, which `admin_token` shares exactly. */
const tableOf = (table: TTokenTable) => table as 'token';

export function findToken(
  db: TQueryable,
  tokenHash: string,
  type: string,
  table: TTokenTable = 'token',
): Promise<TTokenRow | undefined> {
  return db
    .selectFrom(tableOf(table))
    .selectAll()
    .where('token', '=', tokenHash)
    .where('type', '=', type)
    .executeTakeFirst();
}

export async function insertTokens(
  db: TQueryable,
  rows: Omit<TTokenRow, 'used_time' | 'successor' | 'seen_time'>[],
  table: TTokenTable = 'token',
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto(tableOf(table))
    .values(rows.map((row) => ({ ...row, used_time: null, successor: null, seen_time: row.create_time })))
    .execute();
}

/** Marks a refresh token as rotated, keeping its sealed successor; false when another request rotated it first. */
export async function markTokenUsed(
  db: TQueryable,
  tokenHash: string,
  change: { time: number; successor: string },
  table: TTokenTable = 'token',
): Promise<boolean> {
  const result = await db
    .updateTable(tableOf(table))
    .set({ used_time: change.time, successor: change.successor })
    .where('token', '=', tokenHash)
    .where('used_time', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteLogin(
  db: TQueryable,
  loginId: string,
  table: TTokenTable = 'token',
): Promise<void> {
  // Tokens from before logins had ids share the empty id; never treat those as one login.
  if (!loginId) return;
  await db.deleteFrom(tableOf(table)).where('login_id', '=', loginId).execute();
}

export async function deleteTokensByHash(
  db: TQueryable,
  hashes: string[],
  table: TTokenTable = 'token',
): Promise<TTokenRow[]> {
  if (hashes.length === 0) return [];
  return db.deleteFrom(tableOf(table)).where('token', 'in', hashes).returningAll().execute();
}

/** Every token of one member, or with `admin_token` of one operator. */
export async function deleteUserTokens(
  db: TQueryable,
  userId: number,
  table: TTokenTable = 'token',
): Promise<void> {
  await db.deleteFrom(tableOf(table)).where('user_id', '=', userId).execute();
}

export async function deleteExpiredTokens(db: TDb, now: number): Promise<void> {
  for (const table of ['token', 'admin_token'] as const) {
    await db.deleteFrom(tableOf(table)).where('expire_time', '<', now).execute();
  }
}

/** Notes that a login made a request now, on all its rows (its refresh token is checked for idleness too). */
export async function touchLogin(
  db: TQueryable,
  loginId: string,
  time: number,
  table: TTokenTable = 'token',
): Promise<void> {
  if (!loginId) return;
  await db.updateTable(tableOf(table)).set({ seen_time: time }).where('login_id', '=', loginId).execute();
}

/** Deletes a login's auth tokens, keeping its refresh tokens (a rotation issues a new auth token). */
export async function deleteLoginTokensOfType(
  db: TQueryable,
  loginId: string,
  type: string,
  table: TTokenTable = 'token',
): Promise<void> {
  await db.deleteFrom(tableOf(table)).where('login_id', '=', loginId).where('type', '=', type).execute();
}

/** Deletes a token of this member and type that has not expired; false when there was none. */
export async function consumeUserToken(
  db: TQueryable,
  input: { tokenHash: string; type: string; userId: number; now: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom('token')
    .where('token', '=', input.tokenHash)
    .where('type', '=', input.type)
    .where('user_id', '=', input.userId)
    .where('expire_time', '>', input.now)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
