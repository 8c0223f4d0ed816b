import type { TMailSettings, TSmsSettings } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/database.js';
import { createMailer, type Mailer, type TMailRoute } from './mailer.js';
import { createSmsDriver, smsRouteOf } from './sms/create-sms-driver.js';
import type { SmsDriver } from './sms/sms-driver.js';

/** Mail and SMS settings as the site keeps them, secrets opened. */
export interface TDeliverySettings {
  mail: TMailSettings;
  sms: TSmsSettings;
}

/** The console's SMTP server when an operator chose one; SMTP_URL otherwise; the outbox without either. */
function mailRouteOf(settings: TMailSettings, config: TConfig): TMailRoute {
  if (settings.source === 'console') {
    const { host, port, secure, user, pass, fromAddress, fromName } = settings;
    return {
      kind: 'smtp',
      transport: { host, port, secure, ...(user ? { auth: { user, pass } } : {}) },
      from: fromName ? { name: fromName, address: fromAddress } : fromAddress,
    };
  }
  return config.SMTP_URL
    ? { kind: 'smtp', transport: config.SMTP_URL, from: config.MAIL_FROM }
    : { kind: 'outbox' };
}

/** `host:port` of an SMTP URL, never its user or password. */
function serverOf(smtpUrl: string | undefined): string {
  if (!smtpUrl) return '';
  try {
    const url = new URL(smtpUrl);
    return url.port ? `${url.hostname}:${url.port}` : url.hostname;
  } catch {
    return '';
  }
}

/**
 * The mailer and SMS driver of the current settings. Each is built again when the settings it was built from
 * change (the site's cache is dropped in every process on a save), so a saved change is used at once, without
 * a restart, by every process.
 */
export function createDelivery(options: {
  config: TConfig;
  db: TDb;
  logger: FastifyBaseLogger;
  settings: () => Promise<TDeliverySettings>;
}) {
  const { config } = options;
  const deps = { db: options.db, logger: options.logger };
  let mail: { key: string; mailer: Mailer } | undefined;
  let sms: { key: string; driver: SmsDriver } | undefined;

  return {
    async mailer(): Promise<Mailer> {
      const route = mailRouteOf((await options.settings()).mail, config);
      const key = JSON.stringify(route);
      if (mail?.key !== key) {
        mail?.mailer.close();
        mail = { key, mailer: createMailer(route, deps) };
      }
      return mail.mailer;
    },

    async smsDriver(): Promise<SmsDriver> {
      const route = smsRouteOf((await options.settings()).sms, config);
      const key = JSON.stringify(route);
      if (sms?.key !== key) sms = { key, driver: createSmsDriver(route, deps) };
      return sms.driver;
    },

    /** What the environment sets, shown beside the settings (SMTP_URL's server, never its password). */
    environment: () => ({
      mailServer: serverOf(config.SMTP_URL),
      mailFrom: config.MAIL_FROM,
      smsDriver: config.SMS_DRIVER,
    }),
  };
}
