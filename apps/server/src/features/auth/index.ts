import type { FastifyInstance } from 'fastify';
import { authRoutes } from './routes.js';
import type { TAuthService } from './service.js';

export { createAuthService, type TAuthService } from './service.js';
export { createLoginThrottle, LOGIN_IP_RULE } from './throttle.js';

/** Login, registration, code login, token refresh, logout and password retrieval. */
export async function register(app: FastifyInstance, deps: { auth: TAuthService }) {
  await app.register(authRoutes, deps);
}
