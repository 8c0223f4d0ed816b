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

declare module 'fastify' {
  interface FastifyRequest {
    /** The member behind the `ba-user-token` header, looked up once per request and only when asked. */
    session: () => Promise<TSession>;
    /** The answer of `session`, once asked. */
    resolvedSession: Promise<TSession> | null;
  }
}

/** The token travels only in headers (never in URLs): `ba-user-token`, or `bausertoken`. */
export function requestToken(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.userToken] ?? request.headers[HEADER.userTokenAlias];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() || undefined;
}

/** Gives every request a lazy `session()`; the app hands in how a token becomes a session. */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { resolveSession: (token: string | undefined) => Promise<TSession> },
  ) => {
    // Kept on the request itself: a WeakMap keyed by requests makes every garbage collection walk its entries.
    app.decorateRequest('resolvedSession', null);
    app.decorateRequest('session', function (this: FastifyRequest) {
      this.resolvedSession ??= options.resolveSession(requestToken(this));
      return this.resolvedSession;
    });
  },
);

/**
 * The member of a session, or the answer for what needs login: code 409 for an expired token (the client
 * refreshes it), 303 'need login' otherwise.
 */
export function memberOf(session: TSession): Selectable<UserTable> {
  if (session.state === 'member') return session.user;
  if (session.state === 'expired') throw new AppError('auth.tokenExpired', { code: CODE.tokenExpired });
  throw new AppError('auth.pleaseLogin', { code: CODE.loginState, data: { type: LOGIN_STATE.needLogin } });
}

/** The member behind the request; see `memberOf` for the answers when there is none. */
export async function requireMember(request: FastifyRequest): Promise<Selectable<UserTable>> {
  return memberOf(await request.session());
}
