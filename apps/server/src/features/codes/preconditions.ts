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
const notRegisteredKey = (channel: TAccountChannel) =>
  channel === 'email' ? 'codes.emailNotRegistered' : 'codes.mobileNotRegistered';

/** A code someone asks for: where it goes, for what, who asks, and the password where the event needs it. */
export interface TSendRequest {
  channel: TAccountChannel;
  address: string;
  event: TCodeEvent;
  session: TSession;
  password?: string | undefined;
}

/** Refuses a code request its event does not allow; the codes service documents the rules. */
export async function assertCanSend(members: TMembersService, input: TSendRequest): Promise<void> {
  const { channel, event, session } = input;
  const expectedChannel = EVENT_CHANNEL[event];
  if (expectedChannel && expectedChannel !== channel) throw new AppError('validation.invalid');
  const owner = await members.findByAddress(channel, input.address);
  if (event === 'user_register' && owner) throw new AppError(takenKey(channel));
  if (event === 'user_retrieve_pwd' && !owner) throw new AppError(notRegisteredKey(channel));
  if (!expectedChannel) return;

  const user = memberOf(session);
  if (event === 'user_change_email' || event === 'user_change_mobile') {
    if (owner) throw new AppError(takenKey(channel));
    return;
  }
  const own = user[channel];
  if (!own || own !== normalizeAddress(channel, input.address)) throw new AppError('codes.notOwnAddress');
  if (!(await verifyPassword(user.password, input.password ?? ''))) {
    throw new AppError('codes.passwordWrong');
  }
}
