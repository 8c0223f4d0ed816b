import {
  CODE,
  LOGIN_STATE,
  ZCheckInBody,
  ZCodeLoginBody,
  ZLogoutBody,
  ZRefreshTokenBody,
  ZRetrievePasswordBody,
} from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { validate } from '../../lib/validate.js';
import { requestToken } from '../../plugins/auth.js';
import type { TAuthService } from './service.js';
import { LOGIN_IP_RULE } from './throttle.js';

/** Registrations per IP per hour. */
const REGISTER_IP_RULE = { name: 'register-ip', limit: 10, windowSeconds: 3600 } as const;

/** Login pages are for guests: a logged-in member gets code 303 'logged in' and is sent on. */
async function assertGuest(request: FastifyRequest): Promise<void> {
  if ((await request.session()).state === 'member') {
    throw new AppError('auth.loggedIn', { code: CODE.loginState, data: { type: LOGIN_STATE.loggedIn } });
  }
}

const contextOf = (request: FastifyRequest) => ({ ip: request.ip, log: request.log });

export async function authRoutes(app: FastifyInstance, options: { auth: TAuthService }) {
  const { auth } = options;

  app.get('/api/user/checkIn', async (request, reply) => {
    await assertGuest(request);
    return reply.success(await auth.checkInConfig());
  });

  app.post('/api/user/checkIn', async (request, reply) => {
    const body = validate(ZCheckInBody, request.body);
    await assertGuest(request);
    if (body.tab === 'login') {
      await request.rateLimit(LOGIN_IP_RULE);
      return reply.success(await auth.login(body, contextOf(request)), 'auth.loginSuccess');
    }
    await request.rateLimit(REGISTER_IP_RULE);
    return reply.success(await auth.register(body, contextOf(request)), 'auth.registerSuccess');
  });

  app.post('/api/user/codeLogin', async (request, reply) => {
    const body = validate(ZCodeLoginBody, request.body);
    await assertGuest(request);
    await request.rateLimit(LOGIN_IP_RULE);
    return reply.success(await auth.codeLogin(body, contextOf(request)), 'auth.loginSuccess');
  });

  app.post('/api/user/logout', async (request, reply) => {
    const { refreshToken } = validate(ZLogoutBody, request.body);
    await auth.logout({ token: requestToken(request), refreshToken });
    return reply.success(null);
  });

  app.post('/api/common/refreshToken', async (request, reply) => {
    const { refreshToken } = validate(ZRefreshTokenBody, request.body);
    return reply.success(await auth.refresh(refreshToken, contextOf(request)));
  });

  app.post('/api/account/retrievePassword', async (request, reply) => {
    const body = validate(ZRetrievePasswordBody, request.body);
    await request.rateLimit(LOGIN_IP_RULE);
    await auth.retrievePassword(body, contextOf(request));
    return reply.success(null, 'auth.passwordReset');
  });
}
