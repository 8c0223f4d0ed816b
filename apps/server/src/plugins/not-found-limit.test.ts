import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../test/harness.js';

/** Unknown paths one address may ask for in a minute (app.ts, NOT_FOUND_RULE). */
const NOT_FOUND_LIMIT = 120;

// SECURITY.md check 12, the two parts the body-limit test (envelope.test.ts) leaves: scanners probing unknown
// paths are rate limited, and the HTTP server drops clients that send slowly or hold idle connections.
describe.each(TEST_DIALECTS)('unknown paths and slow clients on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const probe = (ip: string, index: number) =>
    server.request(`/api/scan-${index}/wp-login.php?x=${index}`, { headers: { 'x-forwarded-for': ip } });

  it('answers 404s to an address up to the limit, then 429 with when to retry, while other addresses still get 404', async () => {
    const ip = '10.12.0.1';
    for (let index = 0; index < NOT_FOUND_LIMIT; index++) {
      const { status, body } = await probe(ip, index);
      expect(status, `probe ${index}`).toBe(404);
      expect(body).toMatchObject({ code: 0, data: null });
    }
    const limited = await server.request('/api/one-more', {
      headers: { 'x-forwarded-for': ip, 'think-lang': 'en' },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ code: 0, msg: expect.stringMatching(/^Too many requests/) });
    expect(typeof limited.body.time).toBe('number');

    expect((await probe('10.12.0.2', 0)).status).toBe(404);
  });

  it('leaves known routes of a limited address alone', async () => {
    const ip = '10.12.0.3';
    for (let index = 0; index <= NOT_FOUND_LIMIT; index++) await probe(ip, index);
    expect((await probe(ip, 0)).status).toBe(429);
    const known = await server.request('/api/index/index', { headers: { 'x-forwarded-for': ip } });
    expect(known.status).toBe(200);
  });

  it('runs its HTTP server with request, header, idle and keep-alive timeouts', () => {
    const http = server.app.server;
    // A request must arrive whole within a minute or two, its headers no later than the request.
    expect(http.requestTimeout).toBeGreaterThan(0);
    expect(http.requestTimeout).toBeLessThanOrEqual(120_000);
    expect(http.headersTimeout).toBeGreaterThan(0);
    expect(http.headersTimeout).toBeLessThanOrEqual(http.requestTimeout);
    // An idle socket is closed; a kept-alive one outlives a proxy's usual 60 s so the proxy closes first.
    expect(http.timeout).toBeGreaterThan(0);
    expect(http.keepAliveTimeout).toBeGreaterThan(60_000);
  });
});
