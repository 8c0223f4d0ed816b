import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { ConfigError, loadConfig } from '../../config.js';
import { isWidgetPage } from '../../lib/widget-page.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const WIDGET_PAGE = `/chatai/${DEMO_STORE.storeuuid}?agent=client`;
const frameAncestors = (headers: Headers) =>
  /frame-ancestors ([^;]+)/.exec(headers.get('content-security-policy') ?? '')?.[1];

describe.each(TEST_DIALECTS)('chat widget on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('serves /widget.js as cacheable JavaScript that reads the store attribute', async () => {
    const response = await fetch(`${server.url}/widget.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const script = await response.text();
    expect(script).toContain("getAttribute('data-store')");
    expect(script).toContain("'/chatai/' + encodeURIComponent(store) + '?agent=client&lang='");
    expect(script).toContain(
      'var api = { open: open, close: close, toggle: toggle, isMounted: isMounted, destroy: destroy }',
    );
    expect(script).not.toMatch(/innerHTML|eval\(|document\.write/);
    // Parses as a classic script (compiled, not run).
    expect(() => new Function(script)).not.toThrow();
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${server.url}/widget.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it("lets any site frame the widget's chat page, while every other answer stays same-origin only", async () => {
    for (const path of [
      WIDGET_PAGE,
      '/chatai?agent=client',
      `/chatai/${DEMO_STORE.storeuuid}/?agent=client&lang=en`,
    ]) {
      const { headers } = await server.request(path, { headers: { accept: 'text/html' } });
      expect(frameAncestors(headers), path).toBe('*');
      expect(headers.get('x-frame-options'), path).toBeNull();
      expect(headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
    for (const path of [
      '/',
      `/chatai/${DEMO_STORE.storeuuid}`,
      `/chatai/${DEMO_STORE.storeuuid}?agent=agent`,
      `/newchat/${DEMO_STORE.storeuuid}?agent=client`,
      '/chataix?agent=client',
      `/chatai/${DEMO_STORE.storeuuid}/history?agent=client`,
      '/widget.js',
    ]) {
      const { headers } = await server.request(path, { headers: { accept: 'text/html' } });
      expect(frameAncestors(headers), path).toBe("'self'");
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });
});

describe('WIDGET_ORIGINS', () => {
  it('restricts framing of the widget page to the configured sites', async () => {
    const server = await startTestServer('sqlite', {
      WIDGET_ORIGINS: 'https://shop.example, https://*.example.org',
    });
    try {
      const { headers } = await server.request(WIDGET_PAGE);
      expect(frameAncestors(headers)).toBe("'self' https://shop.example https://*.example.org");
      expect(headers.get('x-frame-options')).toBeNull();
      expect(frameAncestors((await server.request('/')).headers)).toBe("'self'");
    } finally {
      await server.close();
    }
  });

  it.each(["https://a.example; script-src 'unsafe-inline'", 'javascript:alert(1)', 'shop.example', '*'])(
    'refuses %s at boot, since it would be written into a header',
    (value) => {
      expect(() =>
        loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32), WIDGET_ORIGINS: value }),
      ).toThrow(ConfigError);
    },
  );

  it('recognises the widget page only in widget mode', () => {
    expect(isWidgetPage(WIDGET_PAGE)).toBe(true);
    expect(isWidgetPage('/chatai?lang=en&agent=client')).toBe(true);
    expect(isWidgetPage('/chatai/../user?agent=client')).toBe(false);
    expect(isWidgetPage(`/chatai/${DEMO_STORE.storeuuid}?agent=testagent`)).toBe(false);
  });
});
