import type { FastifyInstance } from 'fastify';
import { type HealthDeps, runChecks } from './checks.js';

/**
 * `/livez`: the process runs and answers (restart it when this fails). `/healthz`: readiness, each check by
 * name; 503 while the database cannot be read or written or uploads cannot be stored, so a proxy sends the
 * traffic elsewhere, and 503 'draining' once the process is stopping (drain.ts). Redis down is 'degraded' but
 * ready: the limits then count in this process and the site keeps serving (see lib/kv/redis-kv-store.ts), so
 * taking every process out of rotation would only hurt.
 */
export async function healthRoutes(app: FastifyInstance, deps: HealthDeps & { isDraining: () => boolean }) {
  app.get('/livez', async () => ({ status: 'ok' }));

  app.get('/healthz', async (_request, reply) => {
    if (deps.isDraining()) return reply.code(503).send({ status: 'draining' });
    const checks = await runChecks(deps);
    const results = Object.values(checks);
    if (results.includes('failed')) {
      app.log.warn({ checks }, 'health check: not ready');
      return reply.code(503).send({ status: 'unavailable', checks });
    }
    return { status: results.includes('down') ? 'degraded' : 'ok', checks };
  });
}
