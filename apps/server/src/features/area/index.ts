import type { FastifyInstance } from 'fastify';
import { areaRoutes } from './routes.js';
import type { TAreaService } from './service.js';

export { createAreaService, type TAreaService } from './service.js';

/** The province → city → district cascader. */
export async function register(app: FastifyInstance, deps: { area: TAreaService }) {
  await app.register(areaRoutes, deps);
}
