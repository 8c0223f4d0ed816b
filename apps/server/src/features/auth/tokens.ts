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
  type TTokenRow,
  touchLogin,
} from './repo.js';
import { openSuccessor, sealSuccessor, type TTokenPair } from './successor.js';
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

/** How long a rotated refresh token still answers with its successor (two tabs waking up at once). */
export const REFRESH_GRACE_SECONDS = 30;

/** A login's idle time is written at most this often, so a busy console does not write on every request. */
const TOUCH_INTERVAL_SECONDS = 60;

export type TRefreshOutcome =
  | ({ ok: true; userId: number } & TTokenPair)
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

const REUSED = { ok: false, reason: 'reused' } as const;

/** Whether a login of `kind` made no request for longer than its idle timeout (the console's two hours). */
const isIdle = (row: TTokenRow, kind: TTokenKind, now: number) =>
  kind.idleSeconds !== null && now - (row.seen_time ?? row.create_time) > kind.idleSeconds;

/**
 * A rotated refresh token presented again. Within the grace window, and while its successor is still the
 * login's current refresh token, it answers that same pair: two tabs refreshing at once both stay signed in.
 * Otherwise it was copied, so the whole login is revoked.
 */
async function replayRotation(
  db: TDb,
  row: TTokenRow,
  refreshToken: string,
  kind: TTokenKind,
  now: number,
): Promise<TRefreshOutcome> {
  const inWindow = row.used_time !== null && now - row.used_time <= REFRESH_GRACE_SECONDS;
  const pair = inWindow && row.successor ? openSuccessor(row.successor, refreshToken) : undefined;
  if (pair) {
    const next = await findToken(db, hashToken(pair.refreshToken), kind.refresh, kind.table);
    if (next?.used_time === null) return { ok: true, userId: row.user_id, ...pair };
  }
  await deleteLogin(db, row.login_id, kind.table);
  return REUSED;
}

/**
 * Rotates a refresh token: the old one is marked used, keeping the new pair sealed under its own key (see
 * `successor.ts`), and a new auth and refresh token are issued for the same login. Presenting the old one
 * again answers that pair for `REFRESH_GRACE_SECONDS`; later it means it was copied, and the whole login is
 * revoked. Everything lives in the token table, so every process answers alike.
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
  if (row.used_time !== null) return replayRotation(db, row, refreshToken, kind, now);
  if (isIdle(row, kind, now)) {
    await deleteLogin(db, row.login_id, kind.table);
    return { ok: false, reason: 'expired' };
  }
  if (row.expire_time <= now) {
    await deleteTokensByHash(db, [hash], kind.table);
    return { ok: false, reason: 'expired' };
  }
  const pair: TTokenPair = { token: createToken(), refreshToken: createToken() };
  const successor = sealSuccessor(pair, refreshToken);
  const rotated = await db.transaction().execute(async (trx) => {
    if (!(await markTokenUsed(trx, hash, { time: now, successor }, kind.table))) return false;
    await deleteLoginTokensOfType(trx, row.login_id, kind.auth, kind.table);
    await insertTokens(
      trx,
      [
        tokenRow(pair.token, kind.auth, row.user_id, row.login_id, TOKEN_TTL.authSeconds, now),
        tokenRow(pair.refreshToken, kind.refresh, row.user_id, row.login_id, TOKEN_TTL.refreshSeconds, now),
      ],
      kind.table,
    );
    return true;
  });
  if (rotated) return { ok: true, userId: row.user_id, ...pair };
  // Another request rotated it between our read and our write: answer as for a second presentation.
  const current = await findToken(db, hash, kind.refresh, kind.table);
  return current ? replayRotation(db, current, refreshToken, kind, now) : { ok: false, reason: 'unknown' };
}

/**
 * The login an auth token of `kind` belongs to, and whether the token has expired; undefined for an unknown
 * token or a login idle past its kind's timeout, which is then ended. Notes the request for the idle timeout.
 */
export async function findLogin(
  db: TDb,
  token: string,
  kind: TTokenKind,
): Promise<{ userId: number; expired: boolean } | undefined> {
  const row = await findToken(db, hashToken(token), kind.auth, kind.table);
  if (!row) return undefined;
  const now = nowSeconds();
  if (isIdle(row, kind, now)) {
    await deleteLogin(db, row.login_id, kind.table);
    return undefined;
  }
  if (kind.idleSeconds !== null && now - (row.seen_time ?? row.create_time) >= TOUCH_INTERVAL_SECONDS) {
    await touchLogin(db, row.login_id, now, kind.table);
  }
  return { userId: row.user_id, expired: row.expire_time <= now };
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
