import { CODE, HEADER, LOGIN_STATE } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';

/** Who a request's auth token belongs to: nobody, a token past its expiry, or an enabled member. */
export type TSession =
  | { state: 'guest' }
  | { state: 'expired' }
  | { state: 'member'; user: Selectable<UserTable>; token: string };

/**
 * Who chats: a member (with the visitor id the browser held before logging in, if any), or a guest holding
 * the signed visitor id the chat handed out.
 */
export type TVisitorOrMember =
  | { kind: 'member'; user: Selectable<UserTable>; visitorId?: string }
  | { kind: 'visitor'; visitorId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The member behind the `ba-user-token` header, looked up once per request and only when asked. */
    session: () => Promise<TSession>;
    /** The answer of `session`, once asked. */
    resolvedSession: Promise<TSession> | null;
    /** The visitor id in the signed `visitor` header; undefined when there is none or its signature is wrong. */
    visitorId: () => string | undefined;
  }
}

/** The token travels only in headers (never in URLs): `ba-user-token`, or `bausertoken`. */
export function requestToken(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.userToken] ?? request.headers[HEADER.userTokenAlias];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() || undefined;
}

interface AuthPluginOptions {
  /** How a token becomes a session. */
  resolveSession: (token: string | undefined) => Promise<TSession>;
  /** The visitor id inside a signed value, or undefined when the signature is wrong. */
  verifyVisitorId: (signed: string | undefined) => string | undefined;
}

/** Gives every request a lazy `session()` and its `visitorId()`; the app hands in how both are read. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  // Kept on the request itself: a WeakMap keyed by requests makes every garbage collection walk its entries.
  app.decorateRequest('resolvedSession', null);
  app.decorateRequest('session', function (this: FastifyRequest) {
    this.resolvedSession ??= options.resolveSession(requestToken(this));
    return this.resolvedSession;
  });
  app.decorateRequest('visitorId', function (this: FastifyRequest) {
    const value = this.headers[HEADER.visitor];
    return options.verifyVisitorId((Array.isArray(value) ? value[0] : value)?.trim());
  });
});

/**
 * The member of a session, or the answer for what needs login: code 409 for an expired token (the client
 * refreshes it), 303 'need login' otherwise.
 */
export function memberOf(session: TSession): Selectable<UserTable> {
  if (session.state === 'member') return session.user;
  if (session.state === 'expired') throw new AppError('auth.tokenExpired', { code: CODE.tokenExpired });
  throw new AppError('auth.pleaseLogin', { code: CODE.loginState, data: { type: LOGIN_STATE.needLogin } });
}

/**
 * The member or signed visitor behind a request; undefined for a guest without a valid visitor id. A member
 * whose token has expired gets 409, so the client refreshes it instead of silently chatting as a visitor.
 */
export async function visitorOrMemberOf(request: FastifyRequest): Promise<TVisitorOrMember | undefined> {
  const session = await request.session();
  const visitorId = request.visitorId();
  if (session.state === 'member') return { kind: 'member', user: session.user, visitorId };
  if (session.state === 'expired') throw new AppError('auth.tokenExpired', { code: CODE.tokenExpired });
  return visitorId ? { kind: 'visitor', visitorId } : undefined;
}
