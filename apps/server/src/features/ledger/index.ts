import type { FastifyInstance } from 'fastify';
import { ledgerTestRoutes } from './routes.js';
import type { TLedgerService } from './service.js';

export { createLedgerService, type TLedgerService } from './service.js';

/** The ledger has no product endpoint; `exposeTestRoute` (NODE_ENV=test only) opens it to tests over HTTP. */
export async function register(
  app: FastifyInstance,
  deps: { ledger: TLedgerService; exposeTestRoute: boolean },
) {
  if (deps.exposeTestRoute) await app.register(ledgerTestRoutes, deps);
}
