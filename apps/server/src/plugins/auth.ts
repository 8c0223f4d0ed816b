import { CODE, HEADER, LOGIN_STATE, type TOperatorRole } from '@storefront/shared';
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

/** An operator of the console as handlers receive them. */
export interface TOperatorCaller {
  id: number;
  username: string;
  nickname: string;
  role: TOperatorRole;
  last_login_time: number | null;
}

/** Who a request's `ba-token` belongs to: nobody, a token past its expiry, or an enabled operator. */
export type TOperatorSession =
  | { state: 'guest' }
  | { state: 'expired' }
  | { state: 'operator'; operator: TOperatorCaller; token: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator behind the `ba-token` header, looked up once per request and only when asked. */
    operatorSession: () => Promise<TOperatorSession>;
    /** The answer of `operatorSession`, once asked. */
    resolvedOperatorSession: Promise<TOperatorSession> | null;
    /** The member behind the `ba-user-token` header, looked up once per request and only when asked. */
    session: () => Promise<TSession>;
    /** The answer of `session`, once asked. */
    resolvedSession: Promise<TSession> | null;
    /** The visitor id in the signed `visitor` header; undefined when there is none or its signature is wrong. */
    visitorId: () => string | undefined;
  }
}

const firstValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The token travels only in headers (never in URLs): `ba-user-token`, or `bausertoken`. */
export function requestToken(request: FastifyRequest): string | undefined {
  return firstValue(request.headers[HEADER.userToken] ?? request.headers[HEADER.userTokenAlias]);
}

/** An operator's token travels only in the `ba-token` header. */
export function requestOperatorToken(request: FastifyRequest): string | undefined {
  return firstValue(request.headers[HEADER.operatorToken]);
}

interface AuthPluginOptions {
  /** How a token becomes a session. */
  resolveSession: (token: string | undefined) => Promise<TSession>;
  /** The visitor id inside a signed value, or undefined when the signature is wrong. */
  verifyVisitorId: (signed: string | undefined) => string | undefined;
  /** How an operator's token becomes their session. */
  resolveOperatorSession: (token: string | undefined) => Promise<TOperatorSession>;
}

/** Gives every request a lazy `session()` and its `visitorId()`; the app hands in how both are read. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  // Kept on the request itself: a WeakMap keyed by requests makes every garbage collection walk its entries.
  app.decorateRequest('resolvedSession', null);
  app.decorateRequest('session', function (this: FastifyRequest) {
    this.resolvedSession ??= options.resolveSession(requestToken(this));
    return this.resolvedSession;
  });
  app.decorateRequest('resolvedOperatorSession', null);
  app.decorateRequest('operatorSession', function (this: FastifyRequest) {
    this.resolvedOperatorSession ??= options.resolveOperatorSession(requestOperatorToken(this));
    return this.resolvedOperatorSession;
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

/** The operator of a session, or the answer for what needs an operator: 409 expired, 303 'need login'. */
export function operatorOf(session: TOperatorSession): TOperatorCaller {
  if (session.state === 'operator') return session.operator;
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
