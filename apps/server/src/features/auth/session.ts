import type { TDb } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import { hashToken } from '../../lib/token.js';
import type { TSession } from '../../plugins/auth.js';
import type { TMembersService } from '../members/index.js';
import { findToken } from './repo.js';
import { TOKEN_TYPE } from './token-kinds.js';

/**
 * Who a request's auth token belongs to. Unknown tokens and disabled accounts are guests; a known token past
 * its expiry is 'expired', which pages that need login answer with code 409.
 */
export async function resolveSession(
  db: TDb,
  members: TMembersService,
  token: string | undefined,
): Promise<TSession> {
  if (!token) return { state: 'guest' };
  const row = await findToken(db, hashToken(token), TOKEN_TYPE.user);
  if (!row) return { state: 'guest' };
  if (row.expire_time <= nowSeconds()) return { state: 'expired' };
  const user = await members.findById(row.user_id);
  if (user?.status !== 'enable') return { state: 'guest' };
  return { state: 'member', user, token };
}
