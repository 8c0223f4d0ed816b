import type { FastifyInstance } from 'fastify';
import type { TAuthService } from '../auth/index.js';
import { accountRoutes } from './routes.js';
import type { TAccountService } from './service.js';

export { createAccountService, type TAccountService } from './service.js';

/** The member centre's pages: overview, balance and points logs, profile, password and bindings. */
export async function register(app: FastifyInstance, deps: { account: TAccountService; auth: TAuthService }) {
  await app.register(accountRoutes, deps);
}
