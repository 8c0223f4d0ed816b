import type { FastifyInstance } from 'fastify';
import { authRoutes } from './routes.js';
import type { TAuthService } from './service.js';

export { createPasswordLogin, LOGIN_IP_RULE, OPERATOR_LOGIN } from './login-policy.js';
export { createAuthService, type TAuthService } from './service.js';

/** Login, registration, code login, token refresh, logout and password retrieval. */
export async function register(app: FastifyInstance, deps: { auth: TAuthService }) {
  await app.register(authRoutes, deps);
}
