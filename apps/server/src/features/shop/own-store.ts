import { CODE, type TConsoleStore } from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { TStoresService } from '../stores/index.js';

/** A store owner as the `storeOwner` access level hands them over. */
export interface TStoreOwner {
  member: { id: number };
  storeId: number;
}

/**
 * The caller's store. A `shop_id` that names no store (it was deleted) gives no store at all: 401, as for a
 * member without one.
 */
export async function ownStore(stores: TStoresService, owner: TStoreOwner): Promise<TConsoleStore> {
  try {
    return await stores.consoleView(owner.storeId);
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'stores.notFound') {
      throw new AppError('http.401', { code: CODE.noPermission });
    }
    throw error;
  }
}

/**
 * Store owners are no operators, so their changes go to the request log, not the operator log: who, which
 * store, what.
 */
export function logOwnerChange(
  request: FastifyRequest,
  owner: TStoreOwner,
  action: string,
  targetId?: number,
) {
  request.log.info(
    { event: `shop.${action}`, memberId: owner.member.id, storeId: owner.storeId, targetId },
    'store owner change',
  );
}
