import type {
  TOperatorAddBody,
  TOperatorEditBody,
  TOperatorInfo,
  TOperatorLoginBody,
  TOperatorLogQuery,
} from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { TDb, TQueryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import type { KvStore } from '../../lib/kv/index.js';
import type { TOperatorCaller, TOperatorSession } from '../../plugins/auth.js';
import { createPasswordLogin, OPERATOR_LOGIN, type TAuthService } from '../auth/index.js';
import type { TCaptchaService } from '../captcha/index.js';
import { hashPassword } from '../members/index.js';
import { maskSecrets, type TAuditActor, type TAuditEntry } from './audit.js';
import { createOperator } from './create.js';
import {
  allLogEntries,
  deleteOperators,
  findOperator,
  findOperatorByName,
  findOperatorNames,
  insertLogEntry,
  listLogEntries,
  listOperatorNames,
  listOperators,
  type TOperatorRow,
  updateOperator,
} from './repo.js';
import { toLogEntry, toOperatorCaller, toOperatorRow } from './view.js';

interface TRequestContext {
  ip: string;
  log: FastifyBaseLogger;
}

type TOperatorListQuery = Parameters<typeof listOperators>[1];
type TLogFilters = Parameters<typeof allLogEntries>[1];

/**
 * Operators of the console: their accounts, signing in and out (captcha, the members' lockout rules, their
 * own token types) and the log of every change they make.
 */
export function createOperatorsService(options: {
  db: TDb;
  kv: KvStore;
  auth: TAuthService;
  captcha: TCaptchaService;
  captchaEnabled: boolean;
}) {
  const { db, auth, captcha } = options;
  const logins = auth.operatorLogins;
  const passwordLogin = createPasswordLogin(options.kv, OPERATOR_LOGIN);

  async function mustFind(id: number): Promise<TOperatorRow> {
    const row = await findOperator(db, id);
    if (!row) throw new AppError('operators.notFound');
    return row;
  }

  async function record(actor: TAuditActor, entry: TAuditEntry, trx: TQueryable = db): Promise<void> {
    await insertLogEntry(trx, {
      actor: actor.kind,
      admin_id: actor.id,
      username: actor.username,
      action: entry.action,
      target: entry.target,
      target_id: entry.targetId === undefined ? '' : String(entry.targetId),
      before: JSON.stringify(maskSecrets(entry.before ?? null)),
      after: JSON.stringify(maskSecrets(entry.after ?? null)),
      ip: actor.ip,
      useragent: actor.userAgent,
      create_time: nowSeconds(),
    });
  }

  return {
    /** Whether the console's login asks for the click captcha (always, unless CAPTCHA=off). */
    loginConfig: () => ({ captcha: options.captchaEnabled }),

    /** Password login under the members' policy (`auth/login-policy.ts`); a disabled operator is refused after it. */
    async login(input: TOperatorLoginBody, context: TRequestContext): Promise<TOperatorInfo> {
      if (
        options.captchaEnabled &&
        !(await captcha.check(input.captchaId, input.captchaInfo, { unset: true }))
      ) {
        throw new AppError('captcha.wrongArea');
      }
      const operator = await passwordLogin.check(
        {
          name: input.username,
          password: input.password,
          account: await findOperatorByName(db, input.username),
        },
        context,
        (account) => updateOperator(db, account.id, { login_failure: account.login_failure + 1 }),
      );
      if (operator.status !== 'enable') {
        context.log.warn(
          { event: 'operator.login.disabled', operatorId: operator.id, ip: context.ip },
          'disabled',
        );
        throw new AppError('auth.accountDisabled');
      }
      const now = nowSeconds();
      const tokens = await db.transaction().execute(async (trx) => {
        await updateOperator(trx, operator.id, {
          last_login_time: now,
          last_login_ip: context.ip,
          login_failure: 0,
        });
        return logins.start(operator.id, input.keep, trx);
      });
      await logins.sweepExpired();
      context.log.info(
        { event: 'operator.login.success', operatorId: operator.id, ip: context.ip },
        'signed in',
      );
      return {
        ...toOperatorCaller({ ...operator, last_login_time: now }),
        token: tokens.token,
        refresh_token: tokens.refreshToken ?? '',
      };
    },

    /** A new auth token for a refresh token, which rotates; a reused one revokes its login. */
    async refresh(refreshToken: string, context: TRequestContext) {
      const outcome = await logins.rotate(refreshToken);
      if (!outcome.ok) {
        if (outcome.reason === 'reused') {
          context.log.warn({ event: 'operator.refresh.reused', ip: context.ip }, 'reused refresh token');
        }
        throw new AppError('auth.refreshInvalid');
      }
      const operator = await findOperator(db, outcome.userId);
      if (operator?.status !== 'enable') {
        await logins.end([outcome.token]);
        throw new AppError('auth.refreshInvalid');
      }
      return { type: 'admin-refresh' as const, token: outcome.token, refresh_token: outcome.refreshToken };
    },

    logout: (tokens: { token?: string; refreshToken?: string }) =>
      logins.end([tokens.token, tokens.refreshToken]),

    /** The session of a `ba-token`, for the auth plugin: guest, expired, or an enabled operator. */
    async resolveSession(token: string | undefined): Promise<TOperatorSession> {
      if (!token) return { state: 'guest' };
      const found = await logins.find(token);
      if (!found) return { state: 'guest' };
      if (found.expired) return { state: 'expired' };
      const operator = await findOperator(db, found.operatorId);
      if (operator?.status !== 'enable') return { state: 'guest' };
      return { state: 'operator', operator: toOperatorCaller(operator), token };
    },

    list: async (query: TOperatorListQuery) => {
      const page = await listOperators(db, query);
      return { list: page.rows.map(toOperatorRow), total: page.total };
    },

    async add(actor: TAuditActor, input: TOperatorAddBody) {
      const row = toOperatorRow(await createOperator(db, input));
      await record(actor, { action: 'operators.add', target: 'operator', targetId: row.id, after: row });
      return row;
    },

    /**
     * Changes an operator. Nobody demotes or disables themselves, so the owner making the change remains an
     * enabled owner and the console is never left without one; a new password or a disabled account ends that
     * operator's logins.
     */
    async edit(actor: TAuditActor, input: TOperatorEditBody) {
      const before = await mustFind(input.id);
      const isSelf = before.id === actor.id;
      if (isSelf && (input.role !== before.role || input.status !== 'enable')) {
        throw new AppError('operators.notYourself');
      }
      const password = input.password ? await hashPassword(input.password) : undefined;
      const after = await db.transaction().execute(async (trx) => {
        const changed = await updateOperator(trx, input.id, {
          nickname: input.nickname,
          role: input.role,
          status: input.status,
          ...(password ? { password } : {}),
          update_time: nowSeconds(),
        });
        if (password || input.status === 'disable') await logins.endAll(input.id, trx);
        const view = { ...toOperatorRow(changed ?? before), ...(password ? { password: 'changed' } : {}) };
        await record(
          actor,
          {
            action: 'operators.edit',
            target: 'operator',
            targetId: input.id,
            before: toOperatorRow(before),
            after: view,
          },
          trx,
        );
        return toOperatorRow(changed ?? before);
      });
      return after;
    },

    /** Deletes operators (never oneself) and, with them, their logins. */
    async remove(actor: TAuditActor, ids: number[]) {
      if (ids.includes(actor.id)) throw new AppError('operators.notYourself');
      await db.transaction().execute(async (trx) => {
        const deleted = await deleteOperators(trx, ids);
        for (const row of deleted) {
          await logins.endAll(row.id, trx);
          await record(
            actor,
            { action: 'operators.del', target: 'operator', targetId: row.id, before: toOperatorRow(row) },
            trx,
          );
        }
      });
    },

    /**
     * Writes one change an operator made to the log, with secrets masked. Pass the transaction the change ran
     * in, so the change and its log row are saved together or not at all.
     */
    record,

    /**
     * Makes a change and writes it to the log in one transaction, for a change that spans several owners'
     * methods (a member disabled and their logins ended): `change` works on `trx` and answers the log entry
     * (or one per row changed) with its result. Nothing is saved unless all of it is.
     */
    recorded: <T>(
      actor: TAuditActor,
      change: (trx: Transaction<Database>) => Promise<{ entry: TAuditEntry | TAuditEntry[]; result: T }>,
    ): Promise<T> =>
      db.transaction().execute(async (trx) => {
        const { entry, result } = await change(trx);
        for (const one of [entry].flat()) await record(actor, one, trx);
        return result;
      }),

    /** A page of the operator log, as `viewer` may read it. */
    log: async (query: TOperatorLogQuery, viewer: Pick<TOperatorCaller, 'role'>) => {
      const page = await listLogEntries(db, query);
      return { list: page.rows.map((row) => toLogEntry(row, viewer)), total: page.total };
    },

    /** The filtered log, newest first, at most `max` rows, as `viewer` may read it. */
    logRows: async (query: TLogFilters, viewer: Pick<TOperatorCaller, 'role'>, max: number) =>
      (await allLogEntries(db, query, max)).map((row) => toLogEntry(row, viewer)),

    /** Every operator's id and names (the log's filter: editors filter by operator too). */
    names: () => listOperatorNames(db),

    /** The usernames of the given operators that exist, by id. */
    usernamesOf: (ids: number[]) => findOperatorNames(db, ids),
  };
}

export type TOperatorsService = ReturnType<typeof createOperatorsService>;
