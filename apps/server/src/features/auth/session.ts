import { CODE, LOGIN_STATE } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { hashToken } from '../../lib/token.js';
import { findToken, findUserById, type TUserRow } from './repo.js';
import { TOKEN_TYPE } from './tokens.js';

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

/**
 * The member of a session, or the contract's answer for what needs login: 409 for an expired token (the
 * client refreshes it), 303 'need login' otherwise.
 */
export function memberOf(session: TSession): TUserRow {
  if (session.state === 'member') return session.user;
  if (session.state === 'expired') throw new AppError('auth.tokenExpired', { code: CODE.tokenExpired });
  throw new AppError('auth.pleaseLogin', { code: CODE.loginState, data: { type: LOGIN_STATE.needLogin } });
}
