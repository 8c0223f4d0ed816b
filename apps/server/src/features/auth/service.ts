import { randomBytes } from 'node:crypto';
import {
  loginAccountKind,
  maskMobile,
  type TCodeLoginBody,
  type TLoginBody,
  type TLoginResult,
  type TRefreshResult,
  type TRegisterBody,
  type TRetrievePasswordBody,
} from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type TDb, withRelaxedSync } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import type { KvStore } from '../../lib/kv/index.js';
import type { TCaptchaService } from '../captcha/service.js';
import { normalizeAddress, type TCodesService } from '../codes/service.js';
import { changeBalance } from '../ledger/service.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  deleteUserTokens,
  findDefaultGroupId,
  findUserBy,
  findUserById,
  incrementLoginFailure,
  insertUser,
  type TUserRow,
  updateUser,
} from './repo.js';
import { createLoginThrottle } from './throttle.js';
import { endLogin, rotateRefreshToken, startLogin, sweepExpiredTokens } from './tokens.js';
import { toUserInfo } from './user-info.js';

export interface TRequestContext {
  ip: string;
  log: FastifyBaseLogger;
}

export interface AccountServiceOptions {
  db: TDb;
  kv: KvStore;
  captcha: TCaptchaService;
  codes: TCodesService;
  loginCaptchaSwitch: () => Promise<boolean>;
  registerBonusScore: () => Promise<number>;
}

const ROUTE_AFTER_LOGIN = '/user';

/** Finds a member by a login name (username, email or mobile). */
export function findMemberByLogin(db: TDb, login: string): Promise<TUserRow | undefined> {
  const kind = loginAccountKind(login);
  return findUserBy(db, kind, kind === 'email' ? login.toLowerCase() : login);
}

/** Finds a member by a bound email or mobile. */
export function findMemberByAddress(db: TDb, channel: 'email' | 'mobile', address: string) {
  return findUserBy(db, channel, normalizeAddress(channel, address));
}

export { verifyPassword };

/** Login, registration, code login, refresh, logout and password retrieval (PRODUCT.md section 3). */
export function createAccountService(options: AccountServiceOptions) {
  const { db, captcha, codes } = options;
  const throttle = createLoginThrottle(options.kv);

  async function signIn(user: TUserRow, keep: boolean, context: TRequestContext): Promise<TLoginResult> {
    if (user.status !== 'enable') {
      context.log.warn(
        { event: 'login.disabled', userId: user.id, ip: context.ip },
        'disabled account refused',
      );
      throw new AppError('auth.accountDisabled');
    }
    const now = nowSeconds();
    // One transaction that need not wait for the disk (SECURITY.md 26): a power cut could at worst undo a
    // login, and the member signs in again.
    const tokens = await withRelaxedSync(db, (on) =>
      on.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, { last_login_time: now, last_login_ip: context.ip, login_failure: 0 });
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
    const groupId = await findDefaultGroupId(db);
    if (groupId === undefined) throw new Error('no enabled member group to join');
    const user = await insertUser(db, {
      group_id: groupId,
      username: input.username,
      nickname: input.nickname,
      email: input.email,
      mobile: input.mobile,
      password: await hashPassword(input.password),
      join_time: nowSeconds(),
      join_ip: context.ip,
    }).catch(async (error: unknown) => {
      // A concurrent registration took the name or address between our check and the insert.
      await assertFree(input);
      throw error;
    });
    context.log.info({ event: 'register', userId: user.id, ip: context.ip }, 'member registered');
    const bonus = await options.registerBonusScore();
    if (bonus > 0) {
      const { after } = await changeBalance(db, {
        userId: user.id,
        kind: 'score',
        amount: bonus,
        memo: 'ledger.registerBonus',
        idempotencyKey: `register-bonus:${user.id}`,
      });
      return { ...user, score: after };
    }
    return user;
  }

  async function assertFree(input: { username: string; email: string | null; mobile: string | null }) {
    if (await findUserBy(db, 'username', input.username)) throw new AppError('auth.usernameTaken');
    if (input.email && (await findUserBy(db, 'email', input.email))) throw new AppError('auth.emailTaken');
    if (input.mobile && (await findUserBy(db, 'mobile', input.mobile)))
      throw new AppError('auth.mobileTaken');
  }

  return {
    /** `data` of GET /api/user/checkIn: the captcha switch and which code channels can reach people. */
    async checkInConfig() {
      const channels: Array<'email' | 'mobile'> = codes.mailConfigured ? ['email', 'mobile'] : ['mobile'];
      return {
        userLoginCaptchaSwitch: await options.loginCaptchaSwitch(),
        accountVerificationType: channels,
      };
    },

    /**
     * Password login. Unknown account and wrong password answer the same, after the same hashing work; 10
     * failures lock the account (or the unknown name) for 15 minutes, checked before the password.
     */
    async login(input: TLoginBody, context: TRequestContext): Promise<TLoginResult> {
      if (await options.loginCaptchaSwitch()) {
        if (!(await captcha.check(input.captchaId, input.captchaInfo, { unset: true }))) {
          throw new AppError('captcha.wrongArea');
        }
      }
      const user = await findMemberByLogin(db, input.username);
      const subject = user ? `u${user.id}` : `n${input.username.toLowerCase()}`;
      const lockedFor = await throttle.lockedFor(subject);
      if (lockedFor > 0) {
        context.log.warn(
          { event: 'login.locked', userId: user?.id, ip: context.ip },
          'locked account refused',
        );
        throw new AppError('auth.accountLocked', { values: { minutes: Math.ceil(lockedFor / 60) } });
      }
      if (!(await verifyPassword(user?.password, input.password)) || !user) {
        await throttle.recordFailure(subject);
        if (user) await incrementLoginFailure(db, user.id);
        context.log.warn({ event: 'login.failure', userId: user?.id, ip: context.ip }, 'login failed');
        throw new AppError('auth.loginFailed');
      }
      await throttle.clear(subject);
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
      const existing = await findMemberByAddress(db, input.type, address);
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
      const user = await findUserById(db, outcome.userId);
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

    /** A new password by a code to the bound address; it ends every login and lifts the login lock. */
    async retrievePassword(input: TRetrievePasswordBody, context: TRequestContext): Promise<void> {
      const user = await findMemberByAddress(db, input.type, input.account);
      if (!user)
        throw new AppError(input.type === 'email' ? 'codes.emailNotRegistered' : 'codes.mobileNotRegistered');
      await codes.use({
        channel: input.type,
        address: input.account,
        event: 'user_retrieve_pwd',
        code: input.captcha,
      });
      const password = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, { password, login_failure: 0 });
        await deleteUserTokens(trx, user.id);
      });
      await throttle.clear(`u${user.id}`);
      context.log.info(
        { event: 'password.reset', userId: user.id, ip: context.ip },
        'password reset by code',
      );
    },
  };
}

export type TAccountService = ReturnType<typeof createAccountService>;
