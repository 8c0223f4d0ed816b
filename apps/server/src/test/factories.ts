import { randomBytes } from 'node:crypto';
import type { TDb } from '../db/database.js';
import { TOKEN_KIND } from '../features/auth/token-kinds.js';
import { startLogin } from '../features/auth/tokens.js';
import { createLedgerService } from '../features/ledger/index.js';
import { hashPassword } from '../features/members/index.js';
import { createOperator } from '../features/operators/index.js';
import { nowSeconds } from '../lib/clock.js';
import { hashToken } from '../lib/token.js';

/** A member with a unique username; without `password` the hash is a placeholder nobody can log in with. */
export async function createMember(
  db: TDb,
  overrides: Partial<{
    username: string;
    groupId: number;
    status: 'enable' | 'disable';
    score: number;
    password: string;
    email: string;
    mobile: string;
  }> = {},
) {
  const now = nowSeconds();
  const username = overrides.username ?? `m${randomBytes(5).toString('hex')}`;
  return db
    .insertInto('user')
    .values({
      group_id: overrides.groupId ?? 1,
      username,
      nickname: username,
      password: overrides.password ? await hashPassword(overrides.password) : 'not-a-hash',
      email: overrides.email ?? null,
      mobile: overrides.mobile ?? null,
      status: overrides.status ?? 'enable',
      score: overrides.score ?? 0,
      join_time: now,
      update_time: now,
      create_time: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Gives a member points through the ledger, with their log row, as a top-up would. */
export async function givePoints(db: TDb, userId: number, amount: number, memo = 'test'): Promise<void> {
  await createLedgerService({ db }).changeBalance({ userId, kind: 'score', amount, memo });
}

/** A member's points as their row holds them (held points not taken off). */
export async function pointsOf(db: TDb, userId: number): Promise<number> {
  const row = await db.selectFrom('user').select('score').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.score);
}

/** An auth token for the member; `expired` makes one whose expiry has passed. */
export async function loginAs(db: TDb, userId: number, options: { expired?: boolean } = {}): Promise<string> {
  const { token } = await startLogin(db, userId, false);
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

/** A unique mainland mobile number for a test. */
export const uniqueMobile = (): string =>
  `139${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;

/** The newest message the log drivers put in the outbox for a recipient. */
export async function lastOutboxCode(db: TDb, recipient: string): Promise<string> {
  const row = await db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

/**
 * An operator of the console with a signed-in `ba-token` (`headers` is ready to send); an `owner` unless
 * `role` says `editor`.
 */
export async function createOperatorSession(
  db: TDb,
  options: { role?: 'owner' | 'editor'; password?: string; expired?: boolean } = {},
) {
  const password = options.password ?? 'operator-pass-1';
  const operator = await createOperator(db, {
    username: `op${randomBytes(5).toString('hex')}`,
    password,
    role: options.role ?? 'owner',
  });
  const { token } = await startLogin(db, operator.id, false, TOKEN_KIND.operator);
  if (options.expired) {
    await db
      .updateTable('admin_token')
      .set({ expire_time: nowSeconds() - 1 })
      .where('token', '=', hashToken(token))
      .execute();
  }
  return { operator, password, token, headers: { 'ba-token': token } };
}
