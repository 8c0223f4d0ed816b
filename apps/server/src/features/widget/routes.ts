import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { WIDGET_SCRIPT } from './widget-script.js';

/** Short, so a fixed widget reaches every store's site within minutes; the ETag makes revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=300';
const ETAG = `"${createHash('sha256').update(WIDGET_SCRIPT).digest('base64url').slice(0, 22)}"`;

/** `GET /widget.js`: the embeddable chat bubble, loaded by other sites' pages. */
export async function widgetRoutes(app: FastifyInstance) {
  app.get('/widget.js', async (request, reply) => {
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', ETAG)
      // Pages that isolate themselves (COEP require-corp) may still load it.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === ETAG) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(WIDGET_SCRIPT);
  });
}
