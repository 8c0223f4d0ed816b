import { API } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withMessage } from '../../plugins/contract.js';
import type { TAuthService } from '../auth/index.js';
import type { TUserRow } from '../members/index.js';
import type { TAccountService } from './service.js';

/** Password and binding attempts per IP per 15 minutes: each one costs a hash. */
const SENSITIVE_RULE = { name: 'account-sensitive', limit: 30, windowSeconds: 900 } as const;

const memberContext = (user: TUserRow, request: FastifyRequest) => ({
  user,
  ip: request.ip,
  lang: request.lang,
  log: request.log,
});

export async function accountRoutes(
  app: FastifyInstance,
  options: { account: TAccountService; auth: TAuthService },
) {
  const { account, auth } = options;

  app.endpoint(API.account.overview, async ({ caller: member, query }) =>
    account.overview(member, query.utc_offset),
  );

  app.endpoint(API.account.balance, async ({ query, caller: member, request }) =>
    account.balance(member, query.page, query.limit, request.lang),
  );

  app.endpoint(API.account.integral, async ({ query, caller: member, request }) =>
    account.integral(member, query.page, query.limit, request.lang),
  );

  app.endpoint(API.account.profileConfig, async () => {
    const { accountVerificationType } = await auth.checkInConfig();
    return { accountVerificationType };
  });

  app.endpoint(API.account.saveProfile, async ({ body, caller: member, request }) => {
    await account.saveProfile(member, body, `${request.protocol}://${request.host}`);
    return withMessage(null, 'account.profileSaved');
  });

  app.endpoint(API.account.changePassword, async ({ body, caller: member, request }) => {
    await request.rateLimit(SENSITIVE_RULE);
    await account.changePassword(memberContext(member, request), body);
    return withMessage(null, 'account.passwordChanged');
  });

  app.endpoint(API.account.verification, async ({ body, caller: member, request }) => {
    await request.rateLimit(SENSITIVE_RULE);
    return withMessage(await account.verify(member, body), 'account.verified');
  });

  app.endpoint(API.account.changeBind, async ({ body, caller: member, request }) => {
    await request.rateLimit(SENSITIVE_RULE);
    await account.changeBind(memberContext(member, request), body);
    return withMessage(null, 'account.bindSuccess');
  });
}
