import type { FastifyInstance } from 'fastify';
import type { TTestHooks } from '../../plugins/test-hooks.js';
import { ledgerTestRoutes } from './routes.js';
import type { TLedgerService } from './service.js';

export { createLedgerService, type TLedgerService } from './service.js';

/** The ledger has no product endpoint; with the test hooks (tests only) it is open to tests over HTTP. */
export async function register(
  app: FastifyInstance,
  deps: { ledger: TLedgerService; testHooks: TTestHooks | undefined },
) {
  const { testHooks } = deps;
  if (testHooks) await app.register(ledgerTestRoutes, { ledger: deps.ledger, testHooks });
}
