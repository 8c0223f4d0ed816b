import type { TOnChange } from '../../lib/change-hook.js';
import type { TAuditActor, TOperatorsService } from '../operators/index.js';

/**
 * The `onChange` an owner's write calls inside its transaction: the change goes to the operator log as
 * `action` on a `target` row, saved with the change or not at all.
 */
export const auditChange =
  <T>(operators: TOperatorsService, actor: TAuditActor, action: string, target: string): TOnChange<T> =>
  (change, trx) =>
    operators.record(
      actor,
      { action, target, targetId: change.id, before: change.before, after: change.after },
      trx,
    );
