import { maskAddress } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { TDb } from '../../db/database.js';
import { nowSeconds } from '../../lib/clock.js';
import { insertOutbox } from './repo.js';

export interface TMail {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: an SMTP server (an SMTP_URL or the console's settings), or the outbox table. */
export type TMailRoute =
  | { kind: 'outbox' }
  | {
      kind: 'smtp';
      transport: string | SMTPTransport.Options;
      from: string | { name: string; address: string };
    };

export interface Mailer {
  /** False for the outbox: the site then does not offer email codes. */
  readonly configured: boolean;
  send(mail: TMail): Promise<void>;
  /** Ends the SMTP connections of a mailer replaced by new settings. */
  close(): void;
}

/** Mail over SMTP, or into the outbox table when no server is configured. */
export function createMailer(route: TMailRoute, deps: { db: TDb; logger: FastifyBaseLogger }): Mailer {
  const { db, logger } = deps;
  if (route.kind === 'outbox') {
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
        logger.info({ to: maskAddress(mail.to) }, 'mail queued to the outbox (no SMTP server is set)');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(route.transport);
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from: route.from, to: mail.to, subject: mail.subject, text: mail.text });
      logger.info({ to: maskAddress(mail.to) }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
