import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/database.js';
import { healthRoutes } from './routes.js';

/** `/healthz` for load balancers. */
export async function register(app: FastifyInstance, deps: { db: TDb }) {
  await app.register(healthRoutes, deps);
}
