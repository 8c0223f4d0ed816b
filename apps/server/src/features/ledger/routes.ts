import { CODE } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../lib/validate.js';
import { requireTestHookSecret, type TTestHooks } from '../../plugins/test-hooks.js';
import type { TLedgerService } from './service.js';

const ZTestChange = z.object({
  userId: z.number().int().positive(),
  kind: z.enum(['money', 'score']),
  amount: z.number().int(),
  memo: z.string().max(255).default(''),
  idempotencyKey: z.string().min(1).max(64).optional(),
});

/**
 * Only with the test hooks: the ledger over real HTTP, so tests can hammer it with concurrent requests the
 * way chat charges will. No product page reaches it; without the hooks' secret it answers 404.
 */
export async function ledgerTestRoutes(
  app: FastifyInstance,
  options: { ledger: TLedgerService; testHooks: TTestHooks },
) {
  app.addHook('onRequest', requireTestHookSecret(options.testHooks));
  app.post('/__test/ledger', async (request, reply) => {
    const change = validate(ZTestChange, request.body);
    return reply.envelope(CODE.success, '', await options.ledger.changeBalance(change));
  });
}
