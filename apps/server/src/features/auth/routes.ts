import { API } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestToken } from '../../plugins/auth.js';
import { withMessage } from '../../plugins/contract.js';
import { LOGIN_IP_RULE } from './login-policy.js';
import type { TAuthService } from './service.js';

/** Registrations per IP per hour. */
const REGISTER_IP_RULE = { name: 'register-ip', limit: 10, windowSeconds: 3600 } as const;

const contextOf = (request: FastifyRequest) => ({ ip: request.ip, log: request.log });

export async function authRoutes(app: FastifyInstance, options: { auth: TAuthService }) {
  const { auth } = options;

  app.endpoint(API.auth.checkInConfig, async () => auth.checkInConfig());

  app.endpoint(API.auth.checkIn, async ({ body, request }) => {
    if (body.tab === 'login') {
      await request.rateLimit(LOGIN_IP_RULE);
      return withMessage(await auth.login(body, contextOf(request)), 'auth.loginSuccess');
    }
    await request.rateLimit(REGISTER_IP_RULE);
    return withMessage(await auth.register(body, contextOf(request)), 'auth.registerSuccess');
  });

  app.endpoint(API.auth.codeLogin, async ({ body, request }) => {
    await request.rateLimit(LOGIN_IP_RULE);
    return withMessage(await auth.codeLogin(body, contextOf(request)), 'auth.loginSuccess');
  });

  app.endpoint(API.auth.logout, async ({ body, request }) => {
    await auth.logout({ token: requestToken(request), refreshToken: body.refreshToken });
    return null;
  });

  app.endpoint(API.auth.refreshToken, async ({ body, request }) =>
    auth.refresh(body.refreshToken, contextOf(request)),
  );

  app.endpoint(API.auth.retrievePassword, async ({ body, request }) => {
    await request.rateLimit(LOGIN_IP_RULE);
    await auth.retrievePassword(body, contextOf(request));
    return withMessage(null, 'auth.passwordReset');
  });
}
