import { randomBytes } from 'node:crypto';
import {
  maskMobile,
  type TCodeLoginBody,
  type TLoginBody,
  type TLoginResult,
  type TRefreshResult,
  type TRegisterBody,
  type TRetrievePasswordBody,
} from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type TDb, type TQueryable, withRelaxedSync } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import type { KvStore } from '../../lib/kv/index.js';
import type { TCaptchaService } from '../captcha/index.js';
import type { TCodesService } from '../codes/index.js';
import type { TLedgerService } from '../ledger/index.js';
import {
  hashPassword,
  normalizeAddress,
  type TMembersService,
  type TUserRow,
  toUserInfo,
} from '../members/index.js';
import { createPasswordLogin, MEMBER_LOGIN } from './login-policy.js';
import { deleteUserTokens } from './repo.js';
import { resolveSession } from './session.js';
import { TOKEN_KIND } from './token-kinds.js';
import { endLogin, findLogin, rotateRefreshToken, startLogin, sweepExpiredTokens } from './tokens.js';
import { consumeVerificationToken, issueVerificationToken } from './verification-tokens.js';

export interface TRequestContext {
  ip: string;
  log: FastifyBaseLogger;
}

export interface AuthServiceOptions {
  db: TDb;
  kv: KvStore;
  members: TMembersService;
  ledger: TLedgerService;
  captcha: TCaptchaService;
  codes: TCodesService;
  loginCaptchaSwitch: () => Promise<boolean>;
  registerBonusScore: () => Promise<number>;
}

const ROUTE_AFTER_LOGIN = '/user';

/** Login, registration, code login, refresh, logout and password retrieval. */
export function createAuthService(options: AuthServiceOptions) {
  const { db, members, captcha, codes } = options;
  const passwordLogin = createPasswordLogin(options.kv, MEMBER_LOGIN);

  async function signIn(user: TUserRow, keep: boolean, context: TRequestContext): Promise<TLoginResult> {
    if (user.status !== 'enable') {
      context.log.warn(
        { event: 'login.disabled', userId: user.id, ip: context.ip },
        'disabled account refused',
      );
      throw new AppError('auth.accountDisabled');
    }
    const now = nowSeconds();
    // One transaction that need not wait for the disk: only money and points must survive a power cut, and
    // losing a login to one means the member signs in again.
    const tokens = await withRelaxedSync(db, (on) =>
      on.transaction().execute(async (trx) => {
        await members.update(
          user.id,
          { last_login_time: now, last_login_ip: context.ip, login_failure: 0 },
          trx,
        );
        return startLogin(trx, user.id, keep);
      }),
    );
    await sweepExpiredTokens(db);
    context.log.info({ event: 'login.success', userId: user.id, ip: context.ip }, 'member signed in');
    const fresh = { ...user, last_login_time: now, last_login_ip: context.ip, login_failure: 0 };
    return { userInfo: toUserInfo(fresh, tokens), routePath: ROUTE_AFTER_LOGIN };
  }

  async function createMember(
    input: {
      username: string;
      nickname: string;
      email: string | null;
      mobile: string | null;
      password: string;
    },
    context: TRequestContext,
  ) {
    const password = await hashPassword(input.password);
    const bonus = await options.registerBonusScore();
    // The member row, the bonus and its log row commit together: a failed bonus leaves no member behind.
    const user = await db
      .transaction()
      .execute(async (trx) => {
        const created = await members.create({ ...input, password, ip: context.ip }, trx);
        if (bonus <= 0) return created;
        const { after } = await options.ledger.changeBalance(
          {
            userId: created.id,
            kind: 'score',
            amount: bonus,
            memo: 'ledger.registerBonus',
            idempotencyKey: `register-bonus:${created.id}`,
          },
          trx,
        );
        return { ...created, score: after };
      })
      .catch(async (error: unknown) => {
        // A concurrent registration took the name or address between our check and the insert.
        await assertFree(input);
        throw error;
      });
    context.log.info({ event: 'register', userId: user.id, ip: context.ip }, 'member registered');
    return user;
  }

  async function assertFree(input: { username: string; email: string | null; mobile: string | null }) {
    if (await members.findBy('username', input.username)) throw new AppError('auth.usernameTaken');
    if (input.email && (await members.findBy('email', input.email))) throw new AppError('auth.emailTaken');
    if (input.mobile && (await members.findBy('mobile', input.mobile)))
      throw new AppError('auth.mobileTaken');
  }

  return {
    /** `data` of GET /api/user/checkIn: the captcha switch and which code channels can reach people. */
    async checkInConfig() {
      const channels: Array<'email' | 'mobile'> = (await codes.mailConfigured())
        ? ['email', 'mobile']
        : ['mobile'];
      return {
        userLoginCaptchaSwitch: await options.loginCaptchaSwitch(),
        accountVerificationType: channels,
      };
    },

    /** Password login under the one policy members and operators share (`login-policy.ts`). */
    async login(input: TLoginBody, context: TRequestContext): Promise<TLoginResult> {
      if (await options.loginCaptchaSwitch()) {
        if (!(await captcha.check(input.captchaId, input.captchaInfo, { unset: true }))) {
          throw new AppError('captcha.wrongArea');
        }
      }
      const user = await passwordLogin.check(
        {
          name: input.username,
          password: input.password,
          account: await members.findByLogin(input.username),
        },
        context,
        (account) => members.countLoginFailure(account.id),
      );
      return signIn(user, input.keep, context);
    },

    /** Registration with a code sent to the chosen email or mobile; the nickname starts as the username. */
    async register(input: TRegisterBody, context: TRequestContext): Promise<TLoginResult> {
      const channel = input.registerType;
      const address = normalizeAddress(channel, channel === 'email' ? input.email : input.mobile);
      const identity = {
        username: input.username,
        email: channel === 'email' ? address : null,
        mobile: channel === 'mobile' ? address : null,
      };
      await assertFree(identity);
      await codes.use({ channel, address, event: 'user_register', code: input.captcha });
      const user = await createMember(
        { ...identity, nickname: input.username, password: input.password },
        context,
      );
      return signIn(user, input.keep, context);
    },

    /** Login with a code; a first-time address becomes a new member (nickname: the masked address). */
    async codeLogin(input: TCodeLoginBody, context: TRequestContext): Promise<TLoginResult> {
      const address = normalizeAddress(input.type, input.account);
      await codes.use({ channel: input.type, address, event: 'user_login', code: input.captcha });
      const existing = await members.findByAddress(input.type, address);
      if (existing) return signIn(existing, input.keep, context);
      const user = await createMember(
        {
          username: `u${randomBytes(6).toString('hex')}`,
          nickname:
            input.type === 'mobile' ? maskMobile(address) : (address.split('@')[0] ?? '').slice(0, 30),
          email: input.type === 'email' ? address : null,
          mobile: input.type === 'mobile' ? address : null,
          password: randomBytes(24).toString('base64url'),
        },
        context,
      );
      return signIn(user, input.keep, context);
    },

    /** A new auth token for a refresh token, which rotates; a reused one revokes its login. */
    async refresh(refreshToken: string, context: TRequestContext): Promise<TRefreshResult> {
      const outcome = await rotateRefreshToken(db, refreshToken);
      if (!outcome.ok) {
        if (outcome.reason === 'reused') {
          context.log.warn(
            { event: 'refresh.reused', ip: context.ip },
            'reused refresh token: login revoked',
          );
        }
        throw new AppError('auth.refreshInvalid');
      }
      const user = await members.findById(outcome.userId);
      if (user?.status !== 'enable') {
        await endLogin(db, [outcome.token]);
        throw new AppError('auth.refreshInvalid');
      }
      return { type: 'user-refresh', token: outcome.token, refresh_token: outcome.refreshToken };
    },

    /** Deletes the auth and refresh tokens of the login; answering the same whether or not they existed. */
    async logout(tokens: { token?: string; refreshToken?: string }): Promise<void> {
      await endLogin(db, [tokens.token, tokens.refreshToken]);
    },

    /**
     * A new password by a code to the bound address; it ends every login and lifts the login lock. An address
     * nobody registered gets the wrong code's answer after the same look-ups, so the answer tells no account.
     */
    async retrievePassword(input: TRetrievePasswordBody, context: TRequestContext): Promise<void> {
      const user = await members.findByAddress(input.type, input.account);
      await codes.use({
        channel: input.type,
        address: input.account,
        event: 'user_retrieve_pwd',
        code: input.captcha,
      });
      // Only reachable with a code that was never sent: reset codes for unknown addresses are withheld.
      if (!user) throw new AppError('codes.invalid');
      const password = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        await members.update(user.id, { password, login_failure: 0 }, trx);
        await deleteUserTokens(trx, user.id);
      });
      await passwordLogin.liftLock(user.id);
      context.log.info(
        { event: 'password.reset', userId: user.id, ip: context.ip },
        'password reset by code',
      );
    },

    /** The session of an auth token, for the auth plugin: guest, expired or an enabled member. */
    resolveSession: (token: string | undefined) => resolveSession(db, members, token),

    /** Ends every login of a member (a new password); pass `trx` to join the caller's transaction. */
    endAllLogins: (userId: number, trx?: TQueryable) => deleteUserTokens(trx ?? db, userId),

    /** Lifts a member's lock after failed logins, as a password reset does (an operator set a new one). */
    liftLoginLock: (userId: number) => passwordLogin.liftLock(userId),

    /**
     * Operators' logins, kept apart from members' by their own token types: the operators feature signs them
     * in and out through these, as members are through the methods above.
     */
    operatorLogins: {
      start: (operatorId: number, keep: boolean, trx?: TQueryable) =>
        startLogin(trx ?? db, operatorId, keep, TOKEN_KIND.operator),
      /** The operator an auth token names and whether it expired; undefined when unknown or idle too long. */
      async find(token: string): Promise<{ operatorId: number; expired: boolean } | undefined> {
        const login = await findLogin(db, token, TOKEN_KIND.operator);
        return login && { operatorId: login.userId, expired: login.expired };
      },
      rotate: (refreshToken: string) => rotateRefreshToken(db, refreshToken, TOKEN_KIND.operator),
      end: (tokens: Array<string | undefined>) => endLogin(db, tokens, TOKEN_KIND.operator),
      endAll: (operatorId: number, trx?: TQueryable) =>
        deleteUserTokens(trx ?? db, operatorId, TOKEN_KIND.operator.table),
      sweepExpired: () => sweepExpiredTokens(db),
    },

    /** A 10-minute token proving the member just verified their current address on `channel`. */
    issueVerificationToken: (userId: number, channel: string) => issueVerificationToken(db, userId, channel),

    /** Uses up such a token; false when unknown, expired or someone else's. */
    consumeVerificationToken: (userId: number, channel: string, token: string) =>
      consumeVerificationToken(db, userId, channel, token),
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
