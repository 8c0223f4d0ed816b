import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { type RunningServer, startServer } from './server.js';

/** The built app on a fresh server (`options` as `startServer` takes them), and a headless Chromium for it. */
export async function startAppAndBrowser(options?: Parameters<typeof startServer>[0]) {
  const server = await startServer(options);
  try {
    return { server, browser: await launchBrowser() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Closes the browser, then stops the server; neither is there when starting them failed. */
export async function stopAppAndBrowser(server: RunningServer | undefined, browser: Browser | undefined) {
  await browser?.close();
  await server?.stop();
}

/**
 * Adds an iframe menu named `docs-frame` ("内嵌文档 / Embedded docs") under the member centre's services group,
 * framing `url`, as an operator's menu rule would.
 */
export function addIframeMenu(server: RunningServer, url: string) {
  server.withDb((db) => {
    const now = Math.floor(Date.now() / 1000);
    const services = db.prepare("select id from user_rule where name = 'services'").get() as { id: number };
    db.prepare(
      `insert into user_rule (pid, type, title, name, path, menu_type, url, weigh, update_time, create_time)
       values (?, 'menu', ?, 'docs-frame', 'docs-frame', 'iframe', ?, 1, ?, ?)`,
    ).run(services.id, JSON.stringify({ 'zh-cn': '内嵌文档', en: 'Embedded docs' }), url, now, now);
  });
}
