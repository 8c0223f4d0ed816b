import type { FastifyInstance } from 'fastify';
import type { HealthDeps } from './checks.js';
import { trackDrain } from './drain.js';
import { healthRoutes } from './routes.js';

/**
 * `/healthz` (readiness) and `/livez` (liveness) for load balancers, supervisors and start scripts, and the
 * app's `shutDownGracefully`, which fails readiness first. Registered before the other features: the count of
 * requests in flight must see theirs.
 */
export async function register(app: FastifyInstance, deps: HealthDeps) {
  const { isDraining } = trackDrain(app);
  await app.register(healthRoutes, { ...deps, isDraining });
}
