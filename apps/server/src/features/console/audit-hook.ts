import type { TAuditAction, TAuditTarget } from '@storefront/shared';
import type { TOnChange } from '../../lib/change-hook.js';
import type { TAuditActor, TOperatorsService } from '../operators/index.js';

/**
 * The `onChange` an owner's write calls inside its transaction: the change goes to the operator log as
 * `action` on a `target` row, saved with the change or not at all. It takes any id, so every owner's write
 * (a store's by number, the site settings' by name) is recorded by this one hook.
 */
export const auditChange =
  <T = unknown>(
    operators: TOperatorsService,
    actor: TAuditActor,
    action: TAuditAction,
    target: TAuditTarget,
  ): TOnChange<T, number | string> =>
  (change, trx) =>
    operators.record(
      actor,
      { action, target, targetId: change.id, before: change.before, after: change.after },
      trx,
    );
