import { HEADER } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../db/database.js';
import type { TUserRow } from '../features/auth/repo.js';
import { memberOf, resolveSession, type TSession } from '../features/auth/session.js';

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

export const authPlugin = fp(async (app: FastifyInstance, options: { db: TDb }) => {
  // Kept on the request itself: a WeakMap keyed by requests makes every garbage collection walk its entries.
  app.decorateRequest('resolvedSession', null);
  app.decorateRequest('session', function (this: FastifyRequest) {
    this.resolvedSession ??= resolveSession(options.db, requestToken(this));
    return this.resolvedSession;
  });
});

/** The member behind the request; see `memberOf` for the answers when there is none. */
export async function requireMember(request: FastifyRequest): Promise<TUserRow> {
  return memberOf(await request.session());
}
