import type { FastifyInstance } from 'fastify';
import type { HealthDeps } from './checks.js';
import { healthRoutes } from './routes.js';

/** `/healthz` (readiness) and `/livez` (liveness) for load balancers, supervisors and start scripts. */
export async function register(app: FastifyInstance, deps: HealthDeps) {
  await app.register(healthRoutes, deps);
}
