import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './harness.js';

/**
 * A test server (SQLite) serving a small built web app from a temp folder: index.html, widget.html, a hashed
 * asset, the build manifest and the landing pages' list (a store's chat only), as the web build lays them out.
 * Closing the server removes the folder.
 */
export async function startServerWithWebBuild(): Promise<{ server: TestServer; webRoot: string }> {
  const webRoot = mkdtempSync(join(tmpdir(), 'sf-web-'));
  mkdirSync(join(webRoot, 'assets'));
  mkdirSync(join(webRoot, 'builds'));
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  writeFileSync(
    join(webRoot, 'widget.html'),
    '<!doctype html><head><title>widget</title></head><div id="root"></div>',
  );
  writeFileSync(
    join(webRoot, '.vite', 'route-preloads.json'),
    JSON.stringify([
      {
        path: '/chatai/:storeuuid',
        files: ['assets/chat-page-Cq2w8PzA.js'],
        css: ['assets/chat-page-D4cRt7Lm.css'],
        ns: ['chat'],
      },
    ]),
  );
  writeFileSync(join(webRoot, 'assets', 'index-Bx3kQ9aZ.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'builds', 'latest.json'), '{"id":"b1"}');
  const server = await startTestServer('sqlite', { WEB_DIST: webRoot });
  const close = server.close;
  server.close = async () => {
    await close();
    rmSync(webRoot, { recursive: true, force: true });
  };
  return { server, webRoot };
}
