import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

describe.each(TEST_DIALECTS)('readiness and liveness on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('answers /healthz 200 with each check by name while everything is ready', async () => {
    const { status, body } = await server.request('/healthz');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      checks: {
        database: 'ok',
        databaseWrites: 'ok',
        storage: 'ok',
        ...(server.config.REDIS_URL ? { redis: 'ok' } : {}),
      },
    });
    expect((await server.request('/livez')).body).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the storage folder while uploads cannot be stored, and 200 again after', async () => {
    const dir = server.config.STORAGE_DIR;
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    try {
      const { status, body } = await server.request('/healthz');
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });
      // Alive all the same: a supervisor must not restart a process for a disk an operator has to mend.
      expect((await server.request('/livez')).status).toBe(200);
    } finally {
      rmSync(dir, { force: true });
    }
    expect((await server.request('/healthz')).status).toBe(200);
  });
});

describe('readiness with a Redis that does not answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => server.close());

  it('says degraded but stays ready: the limits count in this process meanwhile', async () => {
    const { status, body } = await server.request('/healthz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'down' } });
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 with the database failing, while /livez still answers', async () => {
    const server = await startTestServer('sqlite');
    try {
      await server.database.db.destroy();
      const { status, body } = await server.request('/healthz');
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: 'unavailable',
        checks: { database: 'failed', databaseWrites: 'failed' },
      });
      expect((await server.request('/livez')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
