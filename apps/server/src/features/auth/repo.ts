import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TokenTable, UserTable } from '../../db/schema.js';

export type TUserRow = Selectable<UserTable>;
export type TTokenRow = Selectable<TokenTable>;

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

export async function insertToken(db: TDb, row: TTokenRow): Promise<void> {
  await db.insertInto('token').values(row).execute();
}
