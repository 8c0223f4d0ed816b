import type { FastifyInstance } from 'fastify';
import { contentRoutes } from './routes.js';
import type { TContentService } from './service.js';

export { createContentService, type TContentService } from './service.js';

/** Help centre, guides, examples and documents. */
export async function register(app: FastifyInstance, deps: { content: TContentService }) {
  await app.register(contentRoutes, deps);
}
