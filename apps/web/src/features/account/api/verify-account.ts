import { type TVerificationBody, ZAccountVerification } from '@storefront/shared';
import { request } from '../../../lib/http';
import { AccountShapeError } from './parse';

/** POST /api/account/verification: a code sent to the current address buys a 10-minute change token. */
export async function verifyAccount(body: TVerificationBody): Promise<string> {
  const envelope = await request<unknown>({ url: '/api/account/verification', method: 'post', data: body });
  const parsed = ZAccountVerification.safeParse(envelope.data);
  if (!parsed.success) throw new AccountShapeError(parsed.error.message);
  return parsed.data.accountVerificationToken;
}
