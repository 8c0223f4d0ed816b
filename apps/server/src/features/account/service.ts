import type {
  TBalanceLog,
  TChangeBindBody,
  TChangePasswordBody,
  TIntegralLog,
  TLanguage,
  TPage,
  TProfileBody,
  TVerificationBody,
} from '@storefront/shared';
import { zEmail, zMobile } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { validate } from '../../lib/validate.js';
import { translate } from '../../locales/index.js';
import type { TAuthService } from '../auth/index.js';
import type { TCodesService } from '../codes/index.js';
import type { TLedgerService } from '../ledger/index.js';
import {
  formatMoney,
  hashPassword,
  normalizeAddress,
  type TMembersService,
  type TUserRow,
  verifyPassword,
} from '../members/index.js';
import { avatarToStore } from './avatar.js';
import { buildOverview } from './overview.js';

export interface TMemberContext {
  user: TUserRow;
  ip: string;
  lang: TLanguage;
  log: FastifyBaseLogger;
}

/** Memos written by the system are message keys, shown in the reader's language; operators' memos as typed. */
const showMemo = (memo: string, lang: TLanguage) => translate(lang, memo);

/** The member centre's reads and changes of the member's own account. */
export function createAccountService(options: {
  db: TDb;
  members: TMembersService;
  auth: TAuthService;
  ledger: TLedgerService;
  codes: TCodesService;
  /** The CDN base that upload URLs are handed out with. */
  cdnUrl: () => Promise<string>;
  /** Whether an address is one of this site's stored files as its storage serves them (the upload service's). */
  isStoredFileUrl: (url: string) => boolean;
}) {
  const { db, members, auth, ledger, codes } = options;

  return {
    overview: (user: TUserRow, utcOffsetMinutes: number) => buildOverview(ledger, user.id, utcOffsetMinutes),

    async balance(user: TUserRow, page: number, limit: number, lang: TLanguage): Promise<TPage<TBalanceLog>> {
      const { rows, total } = await ledger.history('money', user.id, page, limit);
      const list = rows.map((row) => ({
        id: row.id,
        money: formatMoney(Number(row.amount)),
        before: formatMoney(Number(row.before)),
        after: formatMoney(Number(row.after)),
        memo: showMemo(row.memo, lang),
        create_time: Number(row.create_time),
      }));
      return { list, total };
    },

    async integral(
      user: TUserRow,
      page: number,
      limit: number,
      lang: TLanguage,
    ): Promise<TPage<TIntegralLog>> {
      const { rows, total } = await ledger.history('score', user.id, page, limit);
      const list = rows.map((row) => ({
        id: row.id,
        score: Number(row.amount),
        before: Number(row.before),
        after: Number(row.after),
        memo: showMemo(row.memo, lang),
        create_time: Number(row.create_time),
      }));
      return { list, total };
    },

    /**
     * Saves what a member may change about themselves; the id comes from the session, never the body. The
     * avatar must be this site's (see `avatarToStore`).
     */
    async saveProfile(user: TUserRow, body: TProfileBody, requestOrigin: string): Promise<void> {
      const avatar = avatarToStore(body.avatar, {
        current: user.avatar,
        ownBases: [await options.cdnUrl(), requestOrigin],
        isStoredFileUrl: options.isStoredFileUrl,
      });
      if (body.username !== user.username) {
        const other = await members.findBy('username', body.username);
        if (other && other.id !== user.id) throw new AppError('auth.usernameTaken');
      }
      await members
        .update(user.id, {
          avatar,
          username: body.username,
          nickname: body.nickname,
          gender: body.gender,
          birthday: body.birthday || null,
          motto: body.motto,
          update_time: nowSeconds(),
        })
        .catch(async (error: unknown) => {
          if (await members.findBy('username', body.username)) throw new AppError('auth.usernameTaken');
          throw error;
        });
    },

    /**
     * A new password ends every login of the member, this one included: whoever knew the old password may
     * hold a token, and changing it must lock them out.
     */
    async changePassword(context: TMemberContext, body: TChangePasswordBody): Promise<void> {
      if (!(await verifyPassword(context.user.password, body.oldPassword))) {
        throw new AppError('account.oldPasswordWrong');
      }
      const password = await hashPassword(body.newPassword);
      await db.transaction().execute(async (trx) => {
        await members.update(context.user.id, { password, update_time: nowSeconds() }, trx);
        await auth.endAllLogins(context.user.id, trx);
      });
      context.log.info(
        { event: 'password.change', userId: context.user.id, ip: context.ip },
        'password changed',
      );
    },

    /** Step 1 of changing a binding: a code sent to the current address proves the member still holds it. */
    async verify(user: TUserRow, body: TVerificationBody) {
      const current = user[body.type];
      if (!current) throw new AppError('codes.notOwnAddress');
      await codes.use({
        channel: body.type,
        address: current,
        event: body.type === 'email' ? 'user_email_verify' : 'user_mobile_verify',
        code: body.captcha,
      });
      return {
        type: body.type,
        accountVerificationToken: await auth.issueVerificationToken(user.id, body.type),
      };
    },

    /** Step 2: bind the new address with its code; changing needs step 1's token, a first binding the password. */
    async changeBind(context: TMemberContext, body: TChangeBindBody): Promise<void> {
      const { user } = context;
      const channel = body.type;
      const address = normalizeAddress(
        channel,
        validate(channel === 'email' ? zEmail : zMobile, body[channel]),
      );
      if (user[channel]) {
        if (!(await auth.consumeVerificationToken(user.id, channel, body.accountVerificationToken))) {
          throw new AppError('account.verificationInvalid');
        }
      } else if (!(await verifyPassword(user.password, body.password))) {
        throw new AppError('codes.passwordWrong');
      }
      const owner = await members.findBy(channel, address);
      if (owner && owner.id !== user.id)
        throw new AppError(channel === 'email' ? 'auth.emailTaken' : 'auth.mobileTaken');
      await codes.use({
        channel,
        address,
        event: channel === 'email' ? 'user_change_email' : 'user_change_mobile',
        code: body.captcha,
      });
      await members.update(user.id, { [channel]: address, update_time: nowSeconds() });
      context.log.info(
        { event: 'binding.change', userId: user.id, channel, ip: context.ip },
        'binding changed',
      );
    },
  };
}

export type TAccountService = ReturnType<typeof createAccountService>;
