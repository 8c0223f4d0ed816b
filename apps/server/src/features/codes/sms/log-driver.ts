import { maskMobile } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../../db/database.js';
import { nowSeconds } from '../../../lib/clock.js';
import { insertOutbox } from '../repo.js';
import type { SmsDriver, TSmsMessage } from './sms-driver.js';

export interface LogSmsDriverDeps {
  db: TDb;
  logger: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * The default driver for development, tests and deployments without a provider: the message lands in the
 * `outbox` table (where a developer or a test reads the code) and the log says only that one was queued,
 * never the code or the text: logs are read by more people than the accounts the codes protect.
 */
export function createLogSmsDriver({ db, logger }: LogSmsDriverDeps): SmsDriver {
  return {
    name: 'log',
    async send(message: TSmsMessage): Promise<void> {
      await insertOutbox(db, {
        channel: 'sms',
        recipient: message.mobile,
        subject: '',
        body: message.text,
        create_time: nowSeconds(),
      });
      logger.info({ mobile: maskMobile(message.mobile), event: message.event }, 'sms queued to the outbox');
    },
  };
}
