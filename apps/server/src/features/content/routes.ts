import { ZContentDetailQuery, ZContentListQuery } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../lib/validate.js';
import type { TContentService } from './service.js';

/** Articles in the request language; no login needed. */
export async function contentRoutes(app: FastifyInstance, options: { content: TContentService }) {
  const { content } = options;

  app.get('/api/content/index', async (request, reply) => {
    return reply.success(await content.list(validate(ZContentListQuery, request.query), request.lang));
  });

  app.get('/api/content/detail', async (request, reply) => {
    return reply.success(await content.detail(validate(ZContentDetailQuery, request.query), request.lang));
  });
}
