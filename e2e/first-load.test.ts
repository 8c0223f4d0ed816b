import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuiltApp, routeFirstLoad } from '../apps/web/build/dist-reader.js';
import { ROUTE_BUDGETS } from '../apps/web/build/route-budgets.js';
import { IDLE_PREFETCH_MARK } from '../apps/web/src/lib/prefetch-when-idle.js';
import { injectSession, openPage, PHONE } from './support/browser.js';
import { DEMO_STORE } from './support/chat.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { type RunningServer, repoRoot } from './support/server.js';

/** Each budgeted page as a visitor opens it, and what shows it is usable. */
const PAGES: Record<string, { url: string; usable: string; member: boolean }> = {
  home: { url: '/', usable: '[data-testid="store-card"]', member: false },
  login: { url: '/user/login', usable: '[data-testid="login-submit"]', member: false },
  chat: { url: `/chatai/${DEMO_STORE}`, usable: '[data-testid="chat-composer"] textarea', member: false },
  memberOverview: { url: '/user/account/overview', usable: '[data-testid="account-overview"]', member: true },
  widget: {
    url: `/chatai/${DEMO_STORE}?agent=client&lang=zh-cn`,
    usable: '[data-testid="chat-composer"] textarea',
    member: false,
  },
};
const LANGUAGE = 'zh-cn';

/**
 * The budget test counts a page's first load from the build manifest, by the lazy chunks route-budgets names
 * for it. Here the browser says what it really fetched before the page was usable: a script outside that count
 * would be a page loading more than its budget sees.
 */
describe('each budgeted page fetches only the scripts its budget counts', () => {
  let server: RunningServer;
  let browser: Browser;
  const app = readBuiltApp(`${repoRoot}apps/web/dist`);
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('covers every budgeted page', () => {
    expect(Object.keys(PAGES).sort()).toEqual(ROUTE_BUDGETS.map((route) => route.name).sort());
  });

  for (const route of ROUTE_BUDGETS) {
    it(`${route.name}: ${route.path}`, async () => {
      const page = PAGES[route.name];
      if (!page) throw new Error(`no address for ${route.name}`);
      const { context, page: tab, errors } = await openPage(browser, PHONE);
      if (page.member) await injectSession(context, server.demoLogin());
      // The page itself notes when it became usable: seen from here it is later, by as much as the idle
      // prefetch needs to start, and the prefetched chunks would be counted as the page's own.
      await tab.addInitScript((selector) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          Reflect.set(window, 'usableAt', performance.timeOrigin + performance.now());
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      }, page.usable);
      const scripts: Request[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request);
      });
      await tab.goto(`${server.url}${page.url}`);
      await tab.locator(page.usable).first().waitFor({ state: 'visible' });
      // On a loaded machine an idle moment can come before the page's data: what the idle loads fetch (the
      // area picker, the toasts' host) is not the page's own, so the count stops at the first of them too.
      const countedUntil = await tab.evaluate((mark) => {
        const idle = performance.getEntriesByName(mark)[0];
        const usableAt = Number(Reflect.get(window, 'usableAt'));
        return idle ? Math.min(usableAt, performance.timeOrigin + idle.startTime) : usableAt;
      }, IDLE_PREFETCH_MARK);
      // A request's start time is known once its answer has come (0 before), and some are still in flight.
      await Promise.all(scripts.map((request) => request.response()));
      const fetched = scripts
        .filter((request) => request.timing().startTime <= countedUntil)
        .map((request) => new URL(request.url()).pathname.slice(1));
      await context.close();

      const counted = new Set(routeFirstLoad(app, route, LANGUAGE).js);
      expect(fetched.length).toBeGreaterThan(3);
      expect(fetched.filter((file) => !counted.has(file))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
