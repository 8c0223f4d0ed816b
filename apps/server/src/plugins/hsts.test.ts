import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

const HSTS = 'strict-transport-security';
const PATHS = ['/', '/api/index/index', '/user'];

describe('Strict-Transport-Security', () => {
  let behindProxy: TestServer;
  let untrusted: TestServer;
  beforeAll(async () => {
    // The tests' requests come from 127.0.0.1: trusted by default (TRUST_PROXY=loopback), not by the second.
    behindProxy = await startTestServer('sqlite');
    untrusted = await startTestServer('sqlite', { TRUST_PROXY: '10.9.8.7' });
  });
  afterAll(async () => {
    await behindProxy.close();
    await untrusted.close();
  });

  it('is sent when a trusted proxy says the request came over https, on pages and API answers', async () => {
    for (const path of PATHS) {
      const { headers } = await behindProxy.request(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(headers.get(HSTS), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent over plain http, nor when an untrusted client claims https', async () => {
    for (const path of PATHS) {
      expect((await behindProxy.request(path)).headers.get(HSTS), path).toBeNull();
      const http = await behindProxy.request(path, { headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers.get(HSTS), path).toBeNull();
      const claimed = await untrusted.request(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers.get(HSTS), path).toBeNull();
    }
  });
});
