import { CODE, LOGIN_STATE, type TAccess } from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { memberOf, operatorOf, visitorOrMemberOf } from './auth.js';

/**
 * Refuses a signed-in caller a route above their role, and logs who, where and from which address: a
 * permission denial is a security event (an editor probing owner-only routes, a member probing My store).
 */
function noPermission(request: FastifyRequest, who: { operatorId: number } | { userId: number }) {
  request.log.warn(
    { event: 'access.denied', ...who, ip: request.ip, route: request.routeOptions.url },
    'permission denied',
  );
  return new AppError('http.401', { code: CODE.noPermission });
}

/**
 * How each access level of the contract is checked, before the request is read: a check refuses with the
 * answer the client acts on, or resolves who is calling, which the handler receives as `caller`. A new level
 * is one more entry here (the contract's `TAccess` names it).
 */
export const ACCESS_CHECKS = {
  public: async () => undefined,
  guest: async (request: FastifyRequest) => {
    if ((await request.session()).state !== 'member') return undefined;
    throw new AppError('auth.loggedIn', { code: CODE.loginState, data: { type: LOGIN_STATE.loggedIn } });
  },
  visitor: async (request: FastifyRequest) => {
    const caller = await visitorOrMemberOf(request);
    if (!caller) throw new AppError('chat.visitorInvalid');
    return caller;
  },
  member: async (request: FastifyRequest) => memberOf(await request.session()),
  operator: async (request: FastifyRequest) => operatorOf(await request.operatorSession()),
  siteOwner: async (request: FastifyRequest) => {
    const operator = operatorOf(await request.operatorSession());
    if (operator.role !== 'owner') throw noPermission(request, { operatorId: operator.id });
    return operator;
  },
  /** The member and the store they run; which store is never the client's to say. */
  storeOwner: async (request: FastifyRequest) => {
    const member = memberOf(await request.session());
    if (member.shop_id <= 0) throw noPermission(request, { userId: member.id });
    return { member, storeId: member.shop_id };
  },
} satisfies Record<TAccess, (request: FastifyRequest) => Promise<unknown>>;

/** Who the handler of an endpoint with access `A` is called for. */
export type TCaller<A extends TAccess> = Awaited<ReturnType<(typeof ACCESS_CHECKS)[A]>>;
