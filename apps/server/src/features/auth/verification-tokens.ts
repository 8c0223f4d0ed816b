import { randomBytes } from 'node:crypto';
import { ACCOUNT_VERIFICATION_TTL_SECONDS } from '@storefront/shared';
import type { TQueryable } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import { createToken, hashToken } from '../../lib/token.js';
import { consumeUserToken, insertTokens } from './repo.js';

/** `verify-email` / `verify-mobile`: short enough for the token type column on every database. */
const tokenType = (channel: string) => `verify-${channel}`;

/** Proof that a member just verified their current address: a 10-minute token, stored hashed. */
export async function issueVerificationToken(
  db: TQueryable,
  userId: number,
  channel: string,
): Promise<string> {
  const token = createToken();
  const now = nowSeconds();
  await insertTokens(db, [
    {
      token: hashToken(token),
      type: tokenType(channel),
      user_id: userId,
      login_id: randomBytes(12).toString('hex'),
      create_time: now,
      expire_time: now + ACCOUNT_VERIFICATION_TTL_SECONDS,
    },
  ]);
  return token;
}

/** Uses up a verification token of this member for this channel; false when unknown, expired or someone else's. */
export function consumeVerificationToken(db: TQueryable, userId: number, channel: string, token: string) {
  return consumeUserToken(db, {
    tokenHash: hashToken(token),
    type: tokenType(channel),
    userId,
    now: nowSeconds(),
  });
}
