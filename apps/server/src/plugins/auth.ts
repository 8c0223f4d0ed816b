import { CODE, HEADER, LOGIN_STATE } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../db/database.js';
import type { TUserRow } from '../features/auth/repo.js';
import { resolveSession, type TSession } from '../features/auth/session.js';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member behind the `ba-user-token` header, looked up once per request and only when asked. */
    session: () => Promise<TSession>;
  }
}

/** The token travels only in headers (never in URLs): `ba-user-token`, or `bausertoken`. */
export function requestToken(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.userToken] ?? request.headers[HEADER.userTokenAlias];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() || undefined;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { db: TDb }) => {
  const cache = new WeakMap<FastifyRequest, Promise<TSession>>();
  app.decorateRequest('session', function (this: FastifyRequest) {
    let session = cache.get(this);
    if (!session) {
      session = resolveSession(options.db, requestToken(this));
      cache.set(this, session);
    }
    return session;
  });
});

/**
 * The member behind the request, or the contract's answer for pages that need login: 409 for an expired
 * token (the client refreshes it), 303 'need login' otherwise.
 */
export async function requireMember(request: FastifyRequest): Promise<TUserRow> {
  const session = await request.session();
  if (session.state === 'member') return session.user;
  if (session.state === 'expired') throw new AppError('auth.tokenExpired', { code: CODE.tokenExpired });
  throw new AppError('auth.pleaseLogin', { code: CODE.loginState, data: { type: LOGIN_STATE.needLogin } });
}
