import type { TVisitorOrMember } from '../../plugins/auth.js';
import type { TOwner } from './repo.js';

/** Who is chatting, with whose conversations they reach (`owner`) and whose daily count they use. */
export type TChatSubject = TVisitorOrMember & { owner: TOwner; usageKey: string };

/** The chat subject of a member or signed visitor. */
export function chatSubject(caller: TVisitorOrMember): TChatSubject {
  return caller.kind === 'member'
    ? { ...caller, owner: { userId: caller.user.id }, usageKey: `u:${caller.user.id}` }
    : { ...caller, owner: { visitorId: caller.visitorId }, usageKey: `v:${caller.visitorId}` };
}
