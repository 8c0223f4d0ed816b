import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../test/harness.js';

describe.each(TEST_DIALECTS)('envelope and errors on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('answers an unknown API path with 404 and the envelope, translated', async () => {
    const zh = await server.request('/api/nope?x=1');
    expect(zh.status).toBe(404);
    expect(zh.body).toMatchObject({ code: 0, msg: '请求地址出错：/api/nope', data: null });
    const en = await server.request('/api/nope', { headers: { 'think-lang': 'en' } });
    expect(en.body.msg).toBe('Error requesting address: /api/nope');
  });

  it('answers a broken JSON body with 400 and the envelope', async () => {
    const { status, body } = await server.request('/api/index/index', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'think-lang': 'en' },
      body: '{"broken": ',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const { status, body } = await server.request('/api/index/index', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'think-lang': 'en' },
      body: JSON.stringify({ filler: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 0, msg: 'The request body is too large!' });
  });

  it('answers /healthz while the database is reachable', async () => {
    const { status, body } = await server.request('/healthz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok' });
  });
});

describe('when the database goes away', () => {
  it('answers 500 with the generic envelope and no internals, and health says unavailable', async () => {
    const server = await startTestServer('sqlite');
    try {
      await server.database.db.destroy();
      const { status, body } = await server.request('/api/index/index', { headers: { 'think-lang': 'en' } });
      expect(status).toBe(500);
      expect(body).toEqual({ code: 0, msg: 'Server internal error!', time: expect.any(Number), data: null });
      expect(JSON.stringify(body)).not.toMatch(/sqlite|select|stack|\/src\//i);
      expect((await server.request('/healthz')).status).toBe(503);
    } finally {
      await server.close();
    }
  });
});
