import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { createLogSmsDriver } from './log-driver.js';
import type { TSmsMessage } from './sms-driver.js';

/** A pino logger whose lines land in an array, so tests read exactly what production would write. */
function captureLogger(): { logger: pino.Logger; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = pino({ level: 'info' }, stream);
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

const message: TSmsMessage = {
  mobile: '13812345678',
  event: 'user_register',
  code: '483920',
  lang: 'en',
  text: 'Your verification code is 483920, valid for 10 minutes.',
};

describe('log SMS driver', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sf-sms-'));
    database = openDatabase(`sqlite:${join(dir, 'app.db')}`);
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the message into the outbox', async () => {
    const { logger } = captureLogger();
    const before = Math.floor(Date.now() / 1000);
    await createLogSmsDriver({ db: database.db, logger }).send(message);

    const rows = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', message.mobile)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      recipient: '13812345678',
      subject: '',
      body: message.text,
    });
    expect(rows[0]?.create_time).toBeGreaterThanOrEqual(before);
  });

  it('logs the masked mobile and the event, never the code or the text', async () => {
    const { logger, lines } = captureLogger();
    await createLogSmsDriver({ db: database.db, logger }).send({ ...message, mobile: '13900001111' });

    const logged = lines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, mobile: '139****1111', event: 'user_register' });
    const raw = JSON.stringify(logged);
    expect(raw).not.toContain(message.code);
    expect(raw).not.toContain('13900001111');
    expect(raw).not.toContain('verification code is');
  });
});
