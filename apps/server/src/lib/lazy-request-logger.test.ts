import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger.js';

/** A pino logger at `level` whose lines are collected, redacting passwords as the app's does. */
function collecting(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level, redact: { paths: ['*.password'], censor: '[redacted]' } }, stream);
  return { logger, lines };
}

describe('lazyRequestLogger', () => {
  it('writes nothing below the level, and lines at or above it carry the request id, redacted', () => {
    const { logger, lines } = collecting('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-1' }, {});
    log.info({ user: { password: 'secret' } }, 'below the level');
    log.debug('below the level');
    expect(lines).toEqual([]);
    log.warn({ user: { password: 'secret' } }, 'refused');
    log.error('failed');
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-1', msg: 'refused', user: { password: '[redacted]' } },
      { level: 50, reqId: 'req-1', msg: 'failed' },
    ]);
  });

  it('answers the level, follows a changed level, and makes children with the request id', () => {
    const { logger, lines } = collecting('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-2' }, {});
    expect(log.level).toBe('warn');
    log.level = 'info';
    log.info('now written');
    log.child({ part: 'upload' }).warn('from a child');
    expect(lines).toMatchObject([
      { level: 30, reqId: 'req-2', msg: 'now written' },
      { level: 40, reqId: 'req-2', part: 'upload', msg: 'from a child' },
    ]);
  });

  it('gives a route with its own level a real child at once', () => {
    const { logger, lines } = collecting('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-3' }, { level: 'debug' });
    log.debug('route-level debug');
    expect(lines).toMatchObject([{ level: 20, reqId: 'req-3', msg: 'route-level debug' }]);
  });
});
