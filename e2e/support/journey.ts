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
