import { API } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { TStoresService } from './service.js';

/** Store listings and a store's page. */
export async function storesRoutes(app: FastifyInstance, options: { stores: TStoresService }) {
  const { stores } = options;

  app.endpoint(API.stores.list, async ({ query, request }) => stores.list(query, request.lang));

  app.endpoint(API.stores.near, async ({ query, request }) => stores.near(query, request.lang));

  app.endpoint(API.stores.detail, async ({ query, request }) => stores.detail(query.storeuuid, request.lang));

  app.endpoint(API.stores.quickSearch, async ({ query, request }) => stores.quickSearch(query, request.lang));
}
