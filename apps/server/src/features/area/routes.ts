import { type TAreaOption, ZAreaQuery } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../lib/validate.js';
import type { TAreaService } from './service.js';

/** Area lists change only with a new data package, so browsers and proxies may keep them for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** `GET /api/ajax/area` (no login): the province → city → district cascader, `[{value, label}]`. */
export async function areaRoutes(app: FastifyInstance, options: { area: TAreaService }) {
  app.get('/api/ajax/area', async (request, reply) => {
    const query = validate(ZAreaQuery, request.query);
    const data: TAreaOption[] = await options.area.options(query);
    return reply.header('cache-control', CACHE_CONTROL).success(data);
  });
}
