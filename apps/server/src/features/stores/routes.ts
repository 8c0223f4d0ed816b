import { ZQuickSearchQuery, ZStoreDetailQuery, ZStoreListQuery, ZStoreLocateQuery } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../lib/validate.js';
import type { TStoresService } from './service.js';

/** Store listings and a store's page; none needs a login. */
export async function storesRoutes(app: FastifyInstance, options: { stores: TStoresService }) {
  const { stores } = options;

  app.get('/api/index/instoLists', async (request, reply) => {
    return reply.success(await stores.list(validate(ZStoreListQuery, request.query)));
  });

  app.get('/api/index/instocate', async (request, reply) => {
    return reply.success(await stores.near(validate(ZStoreLocateQuery, request.query)));
  });

  app.get('/api/index/instoDetail', async (request, reply) => {
    const { storeuuid } = validate(ZStoreDetailQuery, request.query);
    return reply.success(await stores.detail(storeuuid, request.lang));
  });

  app.get('/api/store/index', async (request, reply) => {
    return reply.success(await stores.quickSearch(validate(ZQuickSearchQuery, request.query)));
  });
}
