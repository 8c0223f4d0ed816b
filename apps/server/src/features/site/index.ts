import type { FastifyInstance } from 'fastify';
import { siteRoutes } from './routes.js';
import type { TSiteService } from './service.js';

export { createSiteService, type TSiteService } from './service.js';

/** The bootstrap every page starts with: settings, menus, the member and the default chat. */
export async function register(app: FastifyInstance, deps: { site: TSiteService }) {
  await app.register(siteRoutes, deps);
}
