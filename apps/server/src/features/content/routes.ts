import { API } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { TContentService } from './service.js';

/** Articles in the request language. */
export async function contentRoutes(app: FastifyInstance, options: { content: TContentService }) {
  const { content } = options;

  app.endpoint(API.content.list, async ({ query, request }) => content.list(query, request.lang));

  app.endpoint(API.content.detail, async ({ query, request }) => content.detail(query, request.lang));
}
