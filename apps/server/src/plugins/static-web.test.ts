import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/harness.js';
import { startServerWithWebBuild } from '../test/web-build.js';

describe('serving the built web app', () => {
  let server: TestServer;
  let webRoot: string;
  const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

  beforeAll(async () => {
    ({ server, webRoot } = await startServerWithWebBuild());
  });
  afterAll(() => server.close());

  it('answers a page navigation to a client route with index.html, revalidated', async () => {
    for (const path of ['/', '/user/account/overview', '/user/iframe/https%3A%2F%2Fexample.com']) {
      const response = await server.request(path, html);
      expect(response.status).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and keeps the build manifest fresh', async () => {
    const asset = await server.request('/assets/index-Bx3kQ9aZ.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('etag')).toBeNull();
    expect(asset.headers.get('last-modified')).toBeNull();
    const manifest = await server.request('/builds/latest.json');
    expect(manifest.body).toEqual({ id: 'b1' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('etag')).not.toBeNull();
  });

  it('sends an asset nosniff and none of the page-only headers, which have no effect on a script', async () => {
    const { headers } = await server.request('/assets/index-Bx3kQ9aZ.js');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(headers.get(pageOnly), pageOnly).toBeNull();
    const page = await server.request('/', html);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("names a landing page's chunks, styles and namespaces in the page it answers with, revalidated by its own etag", async () => {
    const tags =
      '<link rel="stylesheet" crossorigin href="/assets/chat-page-D4cRt7Lm.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/chat-page-Cq2w8PzA.js">' +
      '<meta name="storefront-namespaces" content="chat">';
    for (const path of ['/chatai/5f0c6b1e', '/chatai/5f0c6b1e/?lang=en', '/chatai/5f0c6b1e?agent=other']) {
      const page = await server.request(path, html);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain(`${tags}</head>`);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      const etag = page.headers.get('etag') ?? '';
      const again = await server.request(path, { headers: { ...html.headers, 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
    }
    for (const path of ['/', '/chatai', '/chatai/5f0c6b1e/history']) {
      const { body } = await server.request(path, html);
      for (const tag of ['modulepreload', 'chat-page-D4cRt7Lm.css', 'storefront-namespaces'])
        expect(body, path).not.toContain(tag);
    }
  });

  it("answers the widget's addresses with the widget's own page, revalidated, and no other address", async () => {
    for (const path of ['/chatai/5f0c6b1e?agent=client', '/chatai/?lang=en&agent=client']) {
      const page = await server.request(path, html);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<title>widget</title>');
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(page.headers.get('content-security-policy'), path).toContain('frame-ancestors *');
    }
    for (const path of ['/chatai/5f0c6b1e', '/newchat/5f0c6b1e?agent=client', '/user/chatai?agent=client']) {
      const { body } = await server.request(path, html);
      expect(body, path).not.toContain('<title>widget</title>');
    }
  });

  it('keeps unknown API paths and missing files as 404s, not the app shell', async () => {
    expect((await server.request('/api/missing', html)).status).toBe(404);
    expect((await server.request('/assets/missing.js')).status).toBe(404);
  });

  it('answers / with the home page for an uptime check that does not ask for HTML', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const response = await server.request('/', accept ? { headers: { accept } } : {});
      expect(response.status, accept).toBe(200);
      expect(response.body, accept).toContain('<div id="root">');
    }
    expect((await server.request('/user/account/overview', { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('serves the files a build publishes after the start, and never the build manifests', async () => {
    writeFileSync(join(webRoot, 'assets', 'later-Kp4sW9xQ.js'), 'console.log(2)');
    const later = await server.request('/assets/later-Kp4sW9xQ.js');
    expect(later.status).toBe(200);
    expect(later.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.request('/.vite/route-preloads.json')).status).toBe(404);
  });
});
