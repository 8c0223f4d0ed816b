import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginAs } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/harness.js';

type TLine = Record<string, unknown> & { req?: { url?: string; remoteAddress?: string }; msg?: string };

describe('what request logs say', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { CAPTCHA: 'off' }, { captureLogs: true });
  });
  afterAll(() => server.close());

  const linesSince = (from: number) => server.logs.slice(from).map((line) => JSON.parse(line) as TLine);

  it('redacts tokens, codes, keys, secrets and passwords in logged query strings, keeping the rest', async () => {
    const from = server.logs.length;
    const secrets = {
      token: 'Tk-query-secret-1',
      refresh_token: 'Rf-query-secret-2',
      refreshToken: 'Rf-query-secret-3',
      code: 'Cd-query-secret-4',
      apiKey: 'Ky-query-secret-5',
      client_secret: 'Sc-query-secret-6',
      password: 'Pw-query-secret-7',
      'ba-user-token': 'Tk-query-secret-8',
    };
    const query = new URLSearchParams({ page: '2', ...secrets, lang: 'en' });
    await server.request(`/api/index/index?${query}`);
    await server.request(`/no/such/page?token=${secrets.token}&code=${secrets.code}`);
    const text = server.logs.slice(from).join('\n');
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    const urls = linesSince(from)
      .map((line) => line.req?.url)
      .filter(Boolean);
    expect(urls).toContain(
      '/api/index/index?page=2&token=[redacted]&refresh_token=[redacted]&refreshToken=[redacted]&code=[redacted]' +
        '&apiKey=[redacted]&client_secret=[redacted]&password=[redacted]&ba-user-token=[redacted]&lang=en',
    );
    expect(urls).toContain('/no/such/page?token=[redacted]&code=[redacted]');
  });

  /** Sends `hit` until it answers 429 (at most `max` times); the log line of that 429. */
  const limitedLine = async (rule: string, max: number, hit: () => Promise<{ status: number }>) => {
    const from = server.logs.length;
    let status = 0;
    for (let attempt = 0; attempt < max && status !== 429; attempt++) status = (await hit()).status;
    expect(status).toBe(429);
    return linesSince(from).find((line) => line.event === 'rate.limited' && line.rule === rule);
  };

  it("writes each request's two lines with Fastify's fields, the request id right after pino's own", async () => {
    const from = server.logs.length;
    await server.request('/api/index/index?lines=two', { headers: { cookie: 'sid=Ck-header-secret' } });
    const text = server.logs.slice(from).join('\n');
    expect(text).not.toContain('Ck-header-secret');
    const incoming = server.logs
      .slice(from)
      .find((line) => line.includes('"url":"/api/index/index?lines=two"'));
    expect(incoming).toMatch(
      /^\{"level":30,"time":\d+,"pid":\d+,"hostname":"[^"]*","reqId":"[^"]+","req":\{"method":"GET","url":"\/api\/index\/index\?lines=two","host":"127\.0\.0\.1:\d+","remoteAddress":"127\.0\.0\.1","remotePort":\d+\},"msg":"incoming request"\}$/,
    );
    const reqId = (JSON.parse(incoming ?? '{}') as TLine).reqId;
    const completed = linesSince(from).find(
      (line) => line.reqId === reqId && line.msg === 'request completed',
    );
    expect(completed).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(completed?.responseTime).toEqual(expect.any(Number));
  });

  it("names the client's address that the trusted proxy forwards, not the proxy's", async () => {
    // The tests' requests come from 127.0.0.1, which this server trusts (TRUST_PROXY=loopback) as nginx.
    const from = server.logs.length;
    await server.request('/api/index/index?client=forwarded', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    // Of a chain, the address the trusted proxy added counts, never one a client wrote in front of it.
    await server.request('/api/index/index?client=chained', {
      headers: { 'x-forwarded-for': '198.51.100.66, 203.0.113.8' },
    });
    const addressOf = (url: string) =>
      linesSince(from).find((line) => line.req?.url === url)?.req?.remoteAddress;
    expect(addressOf('/api/index/index?client=forwarded')).toBe('203.0.113.7');
    expect(addressOf('/api/index/index?client=chained')).toBe('203.0.113.8');
  });

  it('names the rule, the member and the address of a 429', async () => {
    const member = await createMember(server.database.db);
    const headers = { 'ba-user-token': await loginAs(server.database.db, member.id) };
    const wrongCode = { type: 'email', captcha: '000000' };
    const limited = await limitedLine('account-sensitive', 40, () =>
      server.post('/api/account/verification', wrongCode, headers),
    );
    expect(limited).toMatchObject({ level: 40, ip: '127.0.0.1', memberId: member.id });
  });

  it('names the visitor of a 429 by the id the chat signed', async () => {
    const { visitor } = await server.data('/api/chat/init');
    const wrongClick = { id: 'tc-abcdefgh1234', info: '1,1;100;100' };
    const limited = await limitedLine('captcha-check', 80, () =>
      server.post('/api/common/checkClickCaptcha', wrongClick, { visitor: String(visitor) }),
    );
    expect(limited).toMatchObject({ level: 40, ip: '127.0.0.1', visitorId: expect.any(String) });
    expect(String(visitor).startsWith(`${limited?.visitorId}.`)).toBe(true);
  });
});

describe('the address request logs give without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Trusts only an address the tests never connect from: the peer is a client, not a proxy.
    server = await startTestServer('sqlite', { TRUST_PROXY: '10.9.8.7' }, { captureLogs: true });
  });
  afterAll(() => server.close());

  it("is the connection's, whatever X-Forwarded-For the client claims", async () => {
    const from = server.logs.length;
    await server.request('/api/index/index?client=claimed', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const line = server.logs
      .slice(from)
      .map((text) => JSON.parse(text) as TLine)
      .find((entry) => entry.req?.url === '/api/index/index?client=claimed');
    expect(line?.req?.remoteAddress).toBe('127.0.0.1');
  });
});
