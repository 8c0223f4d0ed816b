import { API } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { TSiteService } from './service.js';

export async function siteRoutes(app: FastifyInstance, options: { site: TSiteService }) {
  // Open to anyone; `requiredLogin=1` asks for a member, which the site answers 303 or 409 without one.
  app.endpoint(API.site.index, async ({ query, request }) =>
    options.site.indexData({
      session: await request.session(),
      requiredLogin: query.requiredLogin,
      lang: request.lang,
      hostname: request.hostname,
    }),
  );
}
