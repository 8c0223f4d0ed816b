import { maskAddress } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TDb } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import { insertOutbox } from './repo.js';

export interface TMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False without SMTP_URL: mail then goes to the outbox table, and the site does not offer email codes. */
  readonly configured: boolean;
  send(mail: TMail): Promise<void>;
}

/** Mail over SMTP (`SMTP_URL`), or into the outbox table when no server is configured. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: TDb;
  logger: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, db, logger } = options;
  if (!smtpUrl) {
    return {
      configured: false,
      async send(mail) {
        await insertOutbox(db, {
          channel: 'email',
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          create_time: nowSeconds(),
        });
        logger.info({ to: maskAddress(mail.to) }, 'mail queued to the outbox (SMTP_URL is not set)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      logger.info({ to: maskAddress(mail.to) }, 'mail sent');
    },
  };
}
