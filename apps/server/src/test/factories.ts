import { randomBytes } from 'node:crypto';
import type { TDb } from '../db/database.js';
import { issueAuthToken } from '../features/auth/service.js';
import { nowSeconds } from '../lib/clock.js';
import { hashToken } from '../lib/token.js';

/** A member with a unique username; the password hash is a placeholder (these tests never log in). */
export async function createMember(
  db: TDb,
  overrides: Partial<{ username: string; groupId: number; status: 'enable' | 'disable'; score: number }> = {},
) {
  const now = nowSeconds();
  const username = overrides.username ?? `m${randomBytes(5).toString('hex')}`;
  return db
    .insertInto('user')
    .values({
      group_id: overrides.groupId ?? 1,
      username,
      nickname: username,
      password: 'not-a-hash',
      status: overrides.status ?? 'enable',
      score: overrides.score ?? 0,
      join_time: now,
      update_time: now,
      create_time: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An auth token for the member; `expired` makes one whose expiry has passed. */
export async function loginAs(db: TDb, userId: number, options: { expired?: boolean } = {}): Promise<string> {
  const token = await issueAuthToken(db, userId);
  if (options.expired) {
    await db
      .updateTable('token')
      .set({ expire_time: nowSeconds() - 1 })
      .where('token', '=', hashToken(token))
      .execute();
  }
  return token;
}

/** A member group granting only the given rule ids. */
export async function createGroup(db: TDb, ruleIds: number[]): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('user_group')
    .values({ name: 'limited', rules: ruleIds.join(','), update_time: now, create_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
