import { ZIndexQuery } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../lib/validate.js';
import type { TSiteService } from './service.js';

export async function siteRoutes(app: FastifyInstance, options: { site: TSiteService }) {
  app.get('/api/index/index', async (request, reply) => {
    const { requiredLogin } = validate(ZIndexQuery, request.query);
    const data = await options.site.indexData({
      session: await request.session(),
      requiredLogin,
      lang: request.lang,
      hostname: request.hostname,
    });
    return reply.success(data);
  });
}
