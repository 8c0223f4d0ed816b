import {
  balanceUnits,
  type TAuditAction,
  type TIdsStatusBody,
  type TMemberBalanceBody,
  type TMemberPasswordBody,
  type TMemberStatusBody,
  type TMemberStoreBody,
} from '@storefront/shared';
import type { Transaction } from 'kysely';
import type { TQueryable } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { nowSeconds } from '../../../lib/clock.js';
import type { TAuthService } from '../../auth/index.js';
import type { TLedgerService } from '../../ledger/index.js';
import { formatMoney, hashPassword, type TMembersService, type TUserRow } from '../../members/index.js';
import type { TAuditActor, TAuditEntry, TOperatorsService } from '../../operators/index.js';
import type { TStoresService } from '../../stores/index.js';

const TARGET = 'member';

/**
 * What an operator changes about a member, each change and its operator-log row in one transaction: the
 * members feature writes the row, auth ends logins, the ledger moves money and points.
 */
export function createMemberActions(deps: {
  members: TMembersService;
  auth: TAuthService;
  ledger: TLedgerService;
  stores: TStoresService;
  operators: TOperatorsService;
}) {
  const { members, auth, ledger, stores, operators } = deps;

  async function mustFind(id: number, trx: TQueryable): Promise<TUserRow> {
    const member = await members.findById(id, trx);
    if (!member) throw new AppError('members.notFound');
    return member;
  }

  const shown = (kind: 'money' | 'score', value: number) =>
    kind === 'money' ? formatMoney(value) : String(value);

  /**
   * Changes the member `id` with its operator-log row `action` in one transaction: `change` gets the member as
   * they were and answers what the log shows before and after.
   */
  const changeMember = (
    actor: TAuditActor,
    action: TAuditAction,
    id: number,
    change: (member: TUserRow, trx: Transaction<Database>) => Promise<{ before?: object; after: object }>,
  ) =>
    operators.recorded(actor, async (trx) => {
      const { before, after } = await change(await mustFind(id, trx), trx);
      return { entry: { action, target: TARGET, targetId: id, before, after }, result: null };
    });

  return {
    /** Enables or disables a member; disabling ends every login they have. */
    setStatus: (actor: TAuditActor, body: TMemberStatusBody) =>
      changeMember(actor, 'members.status', body.id, async (before, trx) => {
        await members.update(body.id, { status: body.status, update_time: nowSeconds() }, trx);
        if (body.status === 'disable') await auth.endAllLogins(body.id, trx);
        return { before: { status: before.status }, after: { status: body.status } };
      }),

    /**
     * Enables or disables several members in one transaction, all or none ('not found' when one id is no
     * member): each member who changes gets their log row, as one by one; disabling ends their logins.
     * Members already so are left as they were. Answers how many changed.
     */
    setStatuses: (actor: TAuditActor, body: TIdsStatusBody) =>
      operators.recorded(actor, async (trx) => {
        const entries: TAuditEntry[] = [];
        for (const id of new Set(body.ids)) {
          const member = await mustFind(id, trx);
          if (member.status === body.status) continue;
          await members.update(id, { status: body.status, update_time: nowSeconds() }, trx);
          if (body.status === 'disable') await auth.endAllLogins(id, trx);
          const change = { before: { status: member.status }, after: { status: body.status } };
          entries.push({ action: 'members.status' as const, target: TARGET, targetId: id, ...change });
        }
        return { entry: entries, result: { changed: entries.length } };
      }),

    /**
     * Sets a new password: the member's logins end and a lock from failed logins is lifted, as when they
     * reset it themselves. The log shows that it changed, never what to.
     */
    async setPassword(actor: TAuditActor, body: TMemberPasswordBody): Promise<void> {
      const password = await hashPassword(body.password);
      await changeMember(actor, 'members.password', body.id, async (_member, trx) => {
        await members.update(body.id, { password, login_failure: 0, update_time: nowSeconds() }, trx);
        await auth.endAllLogins(body.id, trx);
        return { after: { password: 'changed' } };
      });
      await auth.liftLoginLock(body.id);
    },

    /** Makes the member the owner of a store, or of none with 0; the store must exist. */
    async setStore(actor: TAuditActor, body: TMemberStoreBody): Promise<void> {
      if (body.shop_id > 0 && !(await stores.findById(body.shop_id))) throw new AppError('stores.notFound');
      await changeMember(actor, 'members.store', body.id, async (before, trx) => {
        await members.update(body.id, { shop_id: body.shop_id, update_time: nowSeconds() }, trx);
        return { before: { shop_id: before.shop_id }, after: { shop_id: body.shop_id } };
      });
    },

    /**
     * Adds to or takes from a member's money or points through the ledger, with the operator's memo on the
     * member's log row. A change that would go below zero is refused, saying what the member has, and
     * nothing is written.
     */
    async changeBalance(actor: TAuditActor, body: TMemberBalanceBody): Promise<void> {
      const { kind } = body;
      const amount = balanceUnits(kind, body.amount);
      try {
        await changeMember(actor, 'members.balance', body.id, async (_member, trx) => {
          const change = { userId: body.id, kind, amount, memo: body.memo };
          const { before, after } = await ledger.changeBalance(change, trx);
          return {
            before: { [kind]: shown(kind, before) },
            after: { [kind]: shown(kind, after), change: body.amount, memo: body.memo },
          };
        });
      } catch (error) {
        if (!(error instanceof AppError) || !error.messageKey.startsWith('ledger.insufficient')) throw error;
        const member = await members.findById(body.id);
        const current = shown(kind, Number(member?.[kind] ?? 0));
        throw new AppError(kind === 'money' ? 'members.moneyBelowZero' : 'members.scoreBelowZero', {
          values: { current },
        });
      }
    },
  };
}
