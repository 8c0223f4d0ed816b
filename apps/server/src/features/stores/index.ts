import type { FastifyInstance } from 'fastify';
import { storesRoutes } from './routes.js';
import type { TStoresService } from './service.js';

export type { TStoreRow } from './repo.js';
export { createStoresService, type TStoresService } from './service.js';
export { storeNameIn, storeTexts, storeTextsIn } from './texts.js';

/** Store listings by area, keyword and distance, a store's page and the store picker. */
export async function register(app: FastifyInstance, deps: { stores: TStoresService }) {
  await app.register(storesRoutes, deps);
}
