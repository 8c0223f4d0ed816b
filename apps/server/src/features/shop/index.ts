import type { FastifyInstance } from 'fastify';
import type { TShopDeps } from './deps.js';
import { shopRoutes } from './routes.js';

export type { TShopDeps } from './deps.js';

/**
 * "My store": a store owner's endpoints (`SHOP_API`), each about the store the caller's `shop_id` names, done by
 * the owners of the tables (stores, assistants, chat) scoped to that store.
 */
export async function register(app: FastifyInstance, deps: TShopDeps) {
  await app.register(shopRoutes, deps);
}
