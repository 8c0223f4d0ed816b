import type { TDb } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import { createToken, hashToken } from '../../lib/token.js';
import { findToken, findUserById, insertToken, type TUserRow } from './repo.js';

export const TOKEN_TYPE = { user: 'user', userRefresh: 'user-refresh' } as const;
/** Auth tokens live 3 days (PRODUCT.md section 3). */
export const AUTH_TOKEN_TTL_SECONDS = 3 * 24 * 3600;

export type TSession =
  | { state: 'guest' }
  | { state: 'expired' }
  | { state: 'member'; user: TUserRow; token: string };

/**
 * Who a request's auth token belongs to. Unknown tokens and disabled accounts are guests; a known token past
 * its expiry is 'expired', which pages that need login answer with code 409.
 */
export async function resolveSession(db: TDb, token: string | undefined): Promise<TSession> {
  if (!token) return { state: 'guest' };
  const row = await findToken(db, hashToken(token), TOKEN_TYPE.user);
  if (!row) return { state: 'guest' };
  if (row.expire_time <= nowSeconds()) return { state: 'expired' };
  const user = await findUserById(db, row.user_id);
  if (user?.status !== 'enable') return { state: 'guest' };
  return { state: 'member', user, token };
}

/** Issues a new auth token for a member and returns it; only its hash is stored. */
export async function issueAuthToken(
  db: TDb,
  userId: number,
  ttlSeconds = AUTH_TOKEN_TTL_SECONDS,
): Promise<string> {
  const token = createToken();
  const now = nowSeconds();
  await insertToken(db, {
    token: hashToken(token),
    type: TOKEN_TYPE.user,
    user_id: userId,
    create_time: now,
    expire_time: now + ttlSeconds,
  });
  return token;
}
