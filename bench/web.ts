import type { Browser, CDPSession } from 'playwright-core';
import { injectSession, launchBrowser } from '../e2e/support/browser.js';
import { DEMO_STORE } from '../e2e/support/chat.js';
import { startServer } from '../e2e/support/server.js';

/** Fast 3G as Chrome's tools define it, with a phone's CPU (a quarter of this machine's). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Each page, what makes it usable (visible and enabled), and its budget of JavaScript on the wire. */
const PAGES = [
  { name: 'home', path: '/', usable: '[data-testid="store-card"]', budgetKb: 200, member: false },
  {
    name: 'login',
    path: '/user/login',
    usable: '[data-testid="login-submit"]',
    budgetKb: 200,
    member: false,
  },
  {
    name: 'chat',
    path: `/chatai/${DEMO_STORE}`,
    usable: '[data-testid="chat-composer"] textarea',
    budgetKb: 250,
    member: false,
  },
  {
    name: 'memberOverview',
    path: '/user/account/overview',
    usable: '[data-testid="account-overview"]',
    budgetKb: 300,
    member: true,
  },
  {
    name: 'widget',
    path: `/chatai/${DEMO_STORE}?agent=client`,
    usable: '[data-testid="chat-composer"] textarea',
    budgetKb: 150,
    member: false,
  },
] as const;

type TPageRun = { jsKb: number; cssKb: number; requests: number; fcpMs: number; usableMs: number };

/** Bytes on the wire per resource type, counted from the DevTools protocol as the browser received them. */
async function recordTransfers(cdp: CDPSession) {
  const types = new Map<string, string>();
  const totals = { js: 0, css: 0, requests: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    totals.requests += 1;
    const type = types.get(event.requestId);
    if (type === 'Script') totals.js += event.encodedDataLength;
    if (type === 'Stylesheet') totals.css += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return totals;
}

async function loadOnce(browser: Browser, url: string, page: (typeof PAGES)[number], session: object | null) {
  const context = await browser.newContext(PHONE);
  if (session) await injectSession(context, session as { id: number; token: string });
  const tab = await context.newPage();
  const totals = await recordTransfers(await context.newCDPSession(tab));
  await tab.goto(url, { waitUntil: 'commit' });
  await tab.locator(page.usable).first().waitFor({ state: 'visible', timeout: 120_000 });
  await tab.waitForFunction(
    (selector) => !document.querySelector(selector)?.closest('[disabled]'),
    page.usable,
  );
  const usableMs = await tab.evaluate(() => performance.now());
  await tab.waitForLoadState('networkidle');
  const fcpMs = await tab.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await context.close();
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return { jsKb: kb(totals.js), cssKb: kb(totals.css), requests: totals.requests, fcpMs, usableMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Each page opened with an empty cache on a phone over fast 3G with the CPU slowed 4x, against the server as
 * `npm start` runs it (production build, compressed delivery): JavaScript and CSS bytes on the wire, requests,
 * first contentful paint and the time until the page's main control is usable, the median of three loads.
 */
export async function benchWeb() {
  const server = await startServer({ env: { NODE_ENV: 'production', CAPTCHA: 'on', LOG_LEVEL: 'warn' } });
  const browser = await launchBrowser();
  try {
    const session = server.demoLogin();
    const pages: Record<string, object> = {};
    for (const page of PAGES) {
      const runs: TPageRun[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await loadOnce(browser, `${server.url}${page.path}`, page, page.member ? session : null));
      }
      const jsKb = median(runs.map((run) => run.jsKb));
      pages[page.name] = {
        path: page.path,
        jsKb,
        cssKb: median(runs.map((run) => run.cssKb)),
        requests: median(runs.map((run) => run.requests)),
        firstContentfulPaintMs: Math.round(median(runs.map((run) => run.fcpMs))),
        usableMs: Math.round(median(runs.map((run) => run.usableMs))),
        budgetJsKb: page.budgetKb,
        budgetMet: jsKb <= page.budgetKb,
      };
    }
    return {
      network: 'fast 3G: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency',
      cpuSlowdown: CPU_SLOWDOWN,
      runs: RUNS,
      pages,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
