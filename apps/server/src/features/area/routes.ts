import { API, HEADER } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { TAreaService } from './service.js';

/** Area lists change only with a new data package, so browsers and proxies may keep them for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The province → city → district cascader, `[{value, label}]`, named in the reader's language. */
export async function areaRoutes(app: FastifyInstance, options: { area: TAreaService }) {
  app.endpoint(API.area.options, async ({ query, request, reply }) => {
    const areas = await options.area.options(query, request.lang);
    // Only a list is cached: a refusal must not stick in a browser for a day. The names follow think-lang.
    reply.header('cache-control', CACHE_CONTROL);
    reply.header('vary', HEADER.language);
    return areas;
  });
}
