import {
  CODE,
  type TAuditAction,
  type TAuditTarget,
  type TConsoleStore,
  type TLanguage,
} from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { TOnChange } from '../../lib/change-hook.js';
import { memberActorOf, type TOperatorsService } from '../operators/index.js';
import type { TStoresService } from '../stores/index.js';

/** A store owner as the `storeOwner` access level hands them over. */
export interface TStoreOwner {
  member: { id: number; username: string };
  storeId: number;
}

/** A `shop_id` that names no store (it was deleted) gives no store at all: 401, as for a member without one. */
const noStore = () => new AppError('http.401', { code: CODE.noPermission });

/** The caller's store, its card in `lang`. */
export async function ownStore(
  stores: TStoresService,
  owner: TStoreOwner,
  lang: TLanguage,
): Promise<TConsoleStore> {
  try {
    return await stores.consoleView(owner.storeId, lang);
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'stores.notFound') throw noStore();
    throw error;
  }
}

/** The id of the caller's store, for requests about its knowledge and conversations. */
export async function ownStoreId(stores: TStoresService, owner: TStoreOwner): Promise<number> {
  if (!(await stores.findById(owner.storeId))) throw noStore();
  return owner.storeId;
}

/**
 * The `onChange` of a store owner's write: what they change in My store reaches the public as operators'
 * changes do, so it lands in the same operator log (marked as a member's), saved with the change or not at
 * all. Actions and targets are the console's (`assistants.publish` on `assistant`), so one filter finds both.
 */
export const ownerAudit =
  <T = unknown>(
    operators: TOperatorsService,
    request: FastifyRequest,
    owner: TStoreOwner,
    action: TAuditAction,
    target: TAuditTarget,
  ): TOnChange<T, number | string> =>
  (change, trx) =>
    operators.record(
      memberActorOf(owner.member, request),
      { action, target, targetId: change.id, before: change.before, after: change.after },
      trx,
    );

/** A store owner's change that no operator sees (their answer checks, for one): to the request log only. */
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
