import { CODE, HEADER } from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { requestToken } from '../../plugins/auth.js';
import type { TUserRow } from '../members/index.js';
import type { TOwner } from './repo.js';
import { verifyVisitorId } from './visitor-id.js';

/** Who is chatting: a member, or a visitor known by the signed id the server issued. */
export type TChatSubject =
  | { kind: 'member'; user: TUserRow; owner: TOwner; usageKey: string; visitorId?: string }
  | { kind: 'visitor'; visitorId: string; owner: TOwner; usageKey: string };

const headerValue = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/**
 * The chat subject of a request; undefined for a guest without a valid visitor id. A member whose token has
 * expired gets 409, so the client refreshes it instead of silently chatting as a visitor.
 */
export async function chatSubject(
  request: FastifyRequest,
  secret: string,
): Promise<TChatSubject | undefined> {
  const session = await request.session();
  const visitorId = verifyVisitorId(headerValue(request, HEADER.visitor), secret);
  if (session.state === 'member') {
    const { user } = session;
    return { kind: 'member', user, owner: { userId: user.id }, usageKey: `u:${user.id}`, visitorId };
  }
  if (session.state === 'expired' && requestToken(request)) {
    throw new AppError('auth.tokenExpired', { code: CODE.tokenExpired });
  }
  return visitorId
    ? { kind: 'visitor', visitorId, owner: { visitorId }, usageKey: `v:${visitorId}` }
    : undefined;
}
