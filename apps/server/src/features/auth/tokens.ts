import { randomBytes } from 'node:crypto';
import { TOKEN_TTL } from '@storefront/shared';
import type { TDb, TQueryable } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import { createToken, hashToken } from '../../lib/token.js';
import {
  deleteExpiredTokens,
  deleteLogin,
  deleteLoginTokensOfType,
  deleteTokensByHash,
  findToken,
  insertTokens,
  markTokenUsed,
} from './repo.js';
import { TOKEN_KIND, type TTokenKind } from './token-kinds.js';

export interface TLoginTokens {
  token: string;
  /** Only with "remember me". */
  refreshToken?: string;
}

function tokenRow(token: string, type: string, userId: number, loginId: string, ttl: number, now: number) {
  return {
    token: hashToken(token),
    type,
    user_id: userId,
    login_id: loginId,
    create_time: now,
    expire_time: now + ttl,
  };
}

const SWEEP_INTERVAL_SECONDS = 60;
let lastSweep = 0;

/** Deletes expired tokens at most once a minute per process, riding on logins. */
export async function sweepExpiredTokens(db: TDb): Promise<void> {
  const now = nowSeconds();
  if (now - lastSweep < SWEEP_INTERVAL_SECONDS) return;
  lastSweep = now;
  await deleteExpiredTokens(db, now);
}

/** A new login: an auth token (3 days) and, with "remember me", a refresh token (30 days), one login id. */
export async function startLogin(
  db: TQueryable,
  userId: number,
  keep: boolean,
  kind: TTokenKind = TOKEN_KIND.member,
): Promise<TLoginTokens> {
  const now = nowSeconds();
  const loginId = randomBytes(12).toString('hex');
  const token = createToken();
  const refreshToken = keep ? createToken() : undefined;
  const rows = [tokenRow(token, kind.auth, userId, loginId, TOKEN_TTL.authSeconds, now)];
  if (refreshToken) {
    rows.push(tokenRow(refreshToken, kind.refresh, userId, loginId, TOKEN_TTL.refreshSeconds, now));
  }
  await insertTokens(db, rows, kind.table);
  return { token, refreshToken };
}

export type TRefreshOutcome =
  | { ok: true; userId: number; token: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotates a refresh token: the old one is marked used and a new auth and refresh token are issued for the
 * same login. Presenting a used refresh token again means it was copied, so the whole login is revoked.
 */
export async function rotateRefreshToken(
  db: TDb,
  refreshToken: string,
  kind: TTokenKind = TOKEN_KIND.member,
): Promise<TRefreshOutcome> {
  const hash = hashToken(refreshToken);
  const row = await findToken(db, hash, kind.refresh, kind.table);
  if (!row) return { ok: false, reason: 'unknown' };
  const now = nowSeconds();
  if (row.used_time !== null) {
    await deleteLogin(db, row.login_id, kind.table);
    return { ok: false, reason: 'reused' };
  }
  if (row.expire_time <= now) {
    await deleteTokensByHash(db, [hash], kind.table);
    return { ok: false, reason: 'expired' };
  }
  const token = createToken();
  const nextRefresh = createToken();
  const rotated = await db.transaction().execute(async (trx) => {
    if (!(await markTokenUsed(trx, hash, now, kind.table))) return false;
    await deleteLoginTokensOfType(trx, row.login_id, kind.auth, kind.table);
    await insertTokens(
      trx,
      [
        tokenRow(token, kind.auth, row.user_id, row.login_id, TOKEN_TTL.authSeconds, now),
        tokenRow(nextRefresh, kind.refresh, row.user_id, row.login_id, TOKEN_TTL.refreshSeconds, now),
      ],
      kind.table,
    );
    return true;
  });
  if (!rotated) {
    await deleteLogin(db, row.login_id, kind.table);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, userId: row.user_id, token, refreshToken: nextRefresh };
}

/**
 * Ends the login(s) the given tokens belong to: every auth and refresh token of those logins is deleted. Only
 * tokens of `kind` count: a member's logout never ends an operator's login, nor the other way round.
 */
export async function endLogin(
  db: TDb,
  tokens: Array<string | undefined>,
  kind: TTokenKind = TOKEN_KIND.member,
): Promise<void> {
  const hashes = tokens.filter((token): token is string => Boolean(token)).map(hashToken);
  const deleted = await deleteTokensByHash(db, hashes, kind.table);
  for (const loginId of new Set(deleted.map((row) => row.login_id)))
    await deleteLogin(db, loginId, kind.table);
}
