import {
  ZChangeBindBody,
  ZChangePasswordBody,
  ZPageQuery,
  ZProfileBody,
  ZVerificationBody,
} from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate } from '../../lib/validate.js';
import { requireMember } from '../../plugins/auth.js';
import type { TAuthService } from '../auth/index.js';
import type { TAccountService } from './service.js';

/** Password and binding attempts per IP per 15 minutes: each one costs a hash. */
const SENSITIVE_RULE = { name: 'account-sensitive', limit: 30, windowSeconds: 900 } as const;

const memberContext = async (request: FastifyRequest) => ({
  user: await requireMember(request),
  ip: request.ip,
  lang: request.lang,
  log: request.log,
});

export async function accountRoutes(
  app: FastifyInstance,
  options: { account: TAccountService; auth: TAuthService },
) {
  const { account, auth } = options;

  app.get('/api/account/overview', async (request, reply) => {
    return reply.success(await account.overview(await requireMember(request)));
  });

  app.get('/api/account/balance', async (request, reply) => {
    const user = await requireMember(request);
    const { page, limit } = validate(ZPageQuery, request.query);
    return reply.success(await account.balance(user, page, limit, request.lang));
  });

  app.get('/api/account/integral', async (request, reply) => {
    const user = await requireMember(request);
    const { page, limit } = validate(ZPageQuery, request.query);
    return reply.success(await account.integral(user, page, limit, request.lang));
  });

  app.get('/api/account/profile', async (request, reply) => {
    await requireMember(request);
    const { accountVerificationType } = await auth.checkInConfig();
    return reply.success({ accountVerificationType });
  });

  app.post('/api/account/profile', async (request, reply) => {
    const user = await requireMember(request);
    const origin = `${request.protocol}://${request.host}`;
    await account.saveProfile(user, validate(ZProfileBody, request.body), origin);
    return reply.success(null, 'account.profileSaved');
  });

  app.post('/api/account/changePassword', async (request, reply) => {
    const context = await memberContext(request);
    const body = validate(ZChangePasswordBody, request.body);
    await request.rateLimit(SENSITIVE_RULE);
    await account.changePassword(context, body);
    return reply.success(null, 'account.passwordChanged');
  });

  app.post('/api/account/verification', async (request, reply) => {
    const user = await requireMember(request);
    const body = validate(ZVerificationBody, request.body);
    await request.rateLimit(SENSITIVE_RULE);
    return reply.success(await account.verify(user, body), 'account.verified');
  });

  app.post('/api/account/changeBind', async (request, reply) => {
    const context = await memberContext(request);
    const body = validate(ZChangeBindBody, request.body);
    await request.rateLimit(SENSITIVE_RULE);
    await account.changeBind(context, body);
    return reply.success(null, 'account.bindSuccess');
  });
}
