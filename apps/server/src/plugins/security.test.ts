import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

describe('security headers and CORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { CORS_ORIGINS: 'https://admin.example.com' });
  });
  afterAll(() => server.close());

  it('sends nosniff, a referrer policy and a CSP without inline script on every page', async () => {
    for (const path of ['/', '/user/account/overview', '/no-such-page']) {
      const { headers } = await server.request(path, { headers: { accept: 'text/html' } });
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("frame-ancestors 'self'");
    }
  });

  it('locks API answers down: nothing in them may run, load or be framed', async () => {
    for (const path of ['/api/index/index', '/api/nope', '/api/chat/init?agent=client']) {
      const { headers } = await server.request(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('allows a configured origin with credentials and answers its preflight with 204', async () => {
    const origin = 'https://admin.example.com';
    const simple = await server.request('/api/index/index', { headers: { origin } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(origin);
    expect(simple.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await server.request('/api/index/index', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'ba-user-token,think-lang,server',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('ba-user-token');
  });

  it('gives no CORS grant to any other origin', async () => {
    const { headers } = await server.request('/api/index/index', {
      headers: { origin: 'https://evil.example' },
    });
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });
});
