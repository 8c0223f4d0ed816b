import type { FastifyInstance } from 'fastify';
import { widgetRoutes } from './routes.js';

/** `/widget.js`, the chat bubble other sites embed. */
export async function register(app: FastifyInstance) {
  await app.register(widgetRoutes);
}
