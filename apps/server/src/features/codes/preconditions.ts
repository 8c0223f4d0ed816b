import type { TAccountChannel, TCodeEvent } from '@storefront/shared';
import { AppError } from '../../lib/app-error.js';
import { memberOf, type TSession } from '../../plugins/auth.js';
import { normalizeAddress, type TMembersService, verifyPassword } from '../members/index.js';

/** Which channel each event's address is on; `null` for events that work on both. */
const EVENT_CHANNEL: Record<TCodeEvent, TAccountChannel | null> = {
  user_register: null,
  user_login: null,
  user_retrieve_pwd: null,
  user_email_verify: 'email',
  user_mobile_verify: 'mobile',
  user_change_email: 'email',
  user_change_mobile: 'mobile',
};

const takenKey = (channel: TAccountChannel) => (channel === 'email' ? 'auth.emailTaken' : 'auth.mobileTaken');

/** A code someone asks for: where it goes, for what, who asks, and the password where the event needs it. */
export interface TSendRequest {
  channel: TAccountChannel;
  address: string;
  event: TCodeEvent;
  session: TSession;
  password?: string | undefined;
}

/** Whether an allowed code request's code goes out, or is kept back without the asker learning so. */
export interface TSendVerdict {
  deliver: boolean;
}

/**
 * Refuses a code request its event does not allow; the codes service documents the rules. A reset code for
 * an address nobody registered is not refused but withheld: the answer must not tell who has an account.
 */
export async function assertCanSend(members: TMembersService, input: TSendRequest): Promise<TSendVerdict> {
  const { channel, event, session } = input;
  const expectedChannel = EVENT_CHANNEL[event];
  if (expectedChannel && expectedChannel !== channel) throw new AppError('validation.invalid');
  const owner = await members.findByAddress(channel, input.address);
  if (event === 'user_register' && owner) throw new AppError(takenKey(channel));
  if (event === 'user_retrieve_pwd') return { deliver: owner !== undefined };
  if (!expectedChannel) return { deliver: true };

  const user = memberOf(session);
  if (event === 'user_change_email' || event === 'user_change_mobile') {
    if (owner) throw new AppError(takenKey(channel));
    return { deliver: true };
  }
  const own = user[channel];
  if (!own || own !== normalizeAddress(channel, input.address)) throw new AppError('codes.notOwnAddress');
  if (!(await verifyPassword(user.password, input.password ?? ''))) {
    throw new AppError('codes.passwordWrong');
  }
  return { deliver: true };
}
