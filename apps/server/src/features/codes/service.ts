import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type TAccountChannel, type TCodeEvent, type TLanguage, VERIFICATION_CODE } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { translate } from '../../locales/index.js';
import { normalizeAddress, type TMembersService } from '../members/index.js';
import { createDelivery, type TDeliverySettings } from './delivery.js';
import { assertCanSend, type TSendRequest } from './preconditions.js';
import { deleteCode, deleteExpiredCodes, deleteStaleCode, findCode, insertCode, spendTry } from './repo.js';

export interface CodesServiceOptions {
  db: TDb;
  /** The secret codes are hashed with, and the environment's SMTP server and SMS driver. */
  config: TConfig;
  logger: FastifyBaseLogger;
  members: TMembersService;
  siteName: (lang: TLanguage) => Promise<string>;
  /** The mail and SMS settings saved in the console, which win over the environment's when chosen there. */
  deliverySettings: () => Promise<TDeliverySettings>;
}

/**
 * Verification codes by email and SMS: one per address and event, stored as an HMAC, valid 10 minutes,
 * single use, dead after 5 wrong tries, and not resent within 60 seconds, so codes cannot be guessed or
 * used to flood an inbox.
 */
export function createCodesService(options: CodesServiceOptions) {
  const { db, config, logger } = options;
  const delivery = createDelivery({ config, db, logger, settings: options.deliverySettings });
  const digest = (address: string, event: string, code: string) =>
    createHmac('sha256', config.APP_SECRET).update(`${event}\n${address}\n${code}`).digest('hex');

  async function deliver(
    channel: TAccountChannel,
    address: string,
    event: TCodeEvent,
    code: string,
    lang: TLanguage,
  ) {
    const values = {
      site: await options.siteName(lang),
      code,
      minutes: VERIFICATION_CODE.ttlSeconds / 60,
      purpose: translate(lang, `codes.purpose.${event}`),
    };
    const text = translate(lang, channel === 'email' ? 'codes.mailBody' : 'codes.smsBody', values);
    if (channel === 'email') {
      const mailer = await delivery.mailer();
      await mailer.send({ to: address, subject: translate(lang, 'codes.mailSubject', values), text });
    } else {
      await (await delivery.smsDriver()).send({ mobile: address, event, code, lang, text });
    }
  }

  /**
   * Uses up a code if it is right for this address and event. Every check spends one of the 5 tries first,
   * so after 5 wrong codes even the right one is refused.
   */
  async function consume(input: {
    channel: TAccountChannel;
    address: string;
    event: TCodeEvent;
    code: string;
  }) {
    const address = normalizeAddress(input.channel, input.address);
    const row = await findCode(db, address, input.event);
    if (!row || row.expire_time <= nowSeconds()) return false;
    if (!(await spendTry(db, row.id, VERIFICATION_CODE.maxWrongTries))) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(digest(address, input.event, input.code), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
    return deleteCode(db, row.id);
  }

  return {
    /** Whether email codes can reach anyone (an SMTP server set in the console or by SMTP_URL). */
    mailConfigured: async () => (await delivery.mailer()).configured,

    /** What the environment sets for mail and SMS, shown beside the console's settings. */
    deliveryEnvironment: delivery.environment,

    /** A test mail with the current settings; false when it went to the outbox (no SMTP server is set). */
    async sendTestMail(to: string, lang: TLanguage): Promise<boolean> {
      const mailer = await delivery.mailer();
      const values = { site: await options.siteName(lang) };
      await mailer.send({
        to,
        subject: translate(lang, 'codes.testMailSubject', values),
        text: translate(lang, 'codes.testMailBody', values),
      });
      return mailer.configured;
    },

    /** A test SMS with the current settings; template drivers send it as a code, so it carries one. */
    async sendTestSms(mobile: string, lang: TLanguage): Promise<void> {
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(
        VERIFICATION_CODE.length,
        '0',
      );
      const text = translate(lang, 'codes.testSmsBody', { site: await options.siteName(lang), code });
      await (await delivery.smsDriver()).send({ mobile, event: 'test', code, lang, text });
    },

    /**
     * The rules for sending a code: registration needs a free address, retrieval delivers only to a registered
     * one (answering alike), and the member-centre events need a login; verifying the own address also needs
     * the password.
     */
    assertCanSend: (request: TSendRequest) => assertCanSend(options.members, request),

    /**
     * Sends a new code; refuses a resend within 60 s. A delivery failure leaves no code behind. With `deliver`
     * false (a reset code for an address nobody registered) the code is stored as any other, so the resend
     * rule answers alike, but nothing goes out.
     */
    async send(input: {
      channel: TAccountChannel;
      address: string;
      event: TCodeEvent;
      lang: TLanguage;
      ip: string;
      deliver: boolean;
    }) {
      const address = normalizeAddress(input.channel, input.address);
      const now = nowSeconds();
      await deleteExpiredCodes(db, now);
      await deleteStaleCode(db, address, input.event, now - VERIFICATION_CODE.resendSeconds);
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(
        VERIFICATION_CODE.length,
        '0',
      );
      const inserted = await insertCode(db, {
        event: input.event,
        address,
        code_hash: digest(address, input.event, code),
        ip: input.ip,
        create_time: now,
        expire_time: now + VERIFICATION_CODE.ttlSeconds,
      });
      if (!inserted) {
        throw new AppError(input.channel === 'email' ? 'codes.mailFrequent' : 'codes.smsFrequent');
      }
      if (!input.deliver) {
        logger.info(
          { event: input.event, channel: input.channel, ip: input.ip },
          'code withheld: no such account',
        );
        return;
      }
      try {
        await deliver(input.channel, address, input.event, code, input.lang);
      } catch (error) {
        const row = await findCode(db, address, input.event);
        if (row) await deleteCode(db, row.id);
        throw error;
      }
    },

    consume,

    /** Uses up the code or answers 'Verification code error'. */
    async use(input: {
      channel: TAccountChannel;
      address: string;
      event: TCodeEvent;
      code: string;
    }): Promise<void> {
      if (!(await consume(input))) throw new AppError('codes.invalid');
    },
  };
}

export type TCodesService = ReturnType<typeof createCodesService>;
