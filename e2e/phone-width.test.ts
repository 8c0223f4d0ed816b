import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectSession, openPage } from './support/browser.js';
import { DEMO_STORE } from './support/chat.js';
import { addIframeMenu, startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { type RunningServer, repoRoot } from './support/server.js';

/** Every route of the app's route table, as an address a visitor or the demo member opens. */
const PUBLIC_PAGES: Record<string, string> = {
  '/': '/',
  '/chatai': '/chatai',
  '/chatai/:storeuuid': `/chatai/${DEMO_STORE}`,
  '/newchat': '/newchat',
  '/newchat/:storeuuid': `/newchat/${DEMO_STORE}`,
  '/login': '/login',
  '/yzlogin': '/yzlogin',
  '/user/login': '/user/login',
  '/user/oldlogin': '/user/oldlogin',
  '/register': '/register',
  '/demo': '/demo',
  '/examples/:id': '/examples/1',
  '/guideintro/:id': '/guideintro/1',
  '/instructions': '/instructions',
  '/instructions/:id': '/instructions/1',
  '/md': '/md?doc=terms',
  '/overflow': '/overflow',
  '*': '/no-such-page',
};
const MEMBER_PAGES: Record<string, string> = {
  '/verification': '/verification',
  '/user/account/overview': '/user/account/overview',
  '/user/account/balance': '/user/account/balance',
  '/user/account/integral': '/user/account/integral',
  '/user/account/profile': '/user/account/profile',
  '/user/account/editinfo': '/user/account/editinfo',
  '/user/account/changePassword': '/user/account/changePassword',
  '/user/baseinfo': '/user/baseinfo',
  '/user/chatai': '/user/chatai',
  '/user/chatai/:storeuuid': `/user/chatai/${DEMO_STORE}`,
  '/user/chataiold': '/user/chataiold',
  // Filled in once the server runs: the address of an iframe menu the test adds (see IFRAME_MENU_PATH).
  '/user/iframe/:url': '',
  '/user/*': '/user/no-such-menu',
};
/** An iframe menu's page, and a crafted iframe address that gets the 404 page with its long path quoted. */
const IFRAME_MENU_PATH = '/builds/latest.json';
const CRAFTED_IFRAME = `/user/iframe/${encodeURIComponent('https://example.com/a-long-crafted-address/')}`;
/** Pages that are not routes of their own: the document list and the embeddable widget's compact chat. */
const EXTRA_PUBLIC = ['/md', `/chatai/${DEMO_STORE}?agent=client`];
/** Widest first: each page opens at the first width and is narrowed to the next. */
const WIDTHS = [390, 360];

/**
 * The page's width and the elements that stick out furthest past the phone's width, for the failure message.
 * A phone browser widens its layout viewport to fit content that overflows, so `innerWidth` alone would hide it:
 * the screen's own width is the limit too.
 */
function overflowOf(page: Page, screenWidth: number) {
  return page.evaluate((screen) => {
    const limit = Math.min(window.innerWidth, screen);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('')}`;
    const wide = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > limit + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => `${describe(element)} reaches ${Math.round(right)}px`);
    return { scrollWidth: document.documentElement.scrollWidth, limit, wide };
  }, screenWidth);
}

describe('no page scrolls sideways on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
    const iframeUrl = `${server.url}${IFRAME_MENU_PATH}`;
    MEMBER_PAGES['/user/iframe/:url'] = `/user/iframe/${encodeURIComponent(iframeUrl)}`;
    addIframeMenu(server, iframeUrl);
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('lists every route of the route table here', () => {
    const source = readFileSync(`${repoRoot}apps/web/src/app/router/route-table.tsx`, 'utf8');
    const routes = [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1] ?? '');
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !(route in PUBLIC_PAGES) && !(route in MEMBER_PAGES))).toEqual([]);
  });

  it(`fits every public and member page into ${WIDTHS.join(' and ')} px`, async () => {
    const problems: string[] = [];
    // Each page is opened once, at the widest phone; narrower ones resize it, which lays the page out again.
    const check = async (page: Page, path: string) => {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator('#root > *').first().waitFor();
      // The menu's page frames its address (the test's menu is past the 1 s site cache by now), not the 404 page.
      if (path === MEMBER_PAGES['/user/iframe/:url']) await page.getByTestId('iframe-page').waitFor();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        // Layouts that follow media queries in script re-render on the resize: two frames let them settle.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const result = await overflowOf(page, width);
        if (result.scrollWidth > result.limit) {
          problems.push(`${path} at ${width}px: ${result.scrollWidth}px wide; ${result.wide.join(', ')}`);
        }
      }
    };
    const options = { viewport: { width: WIDTHS[0] ?? 390, height: 780 }, isMobile: true, hasTouch: true };
    const visitor = await openPage(browser, options);
    for (const path of [...Object.values(PUBLIC_PAGES), ...EXTRA_PUBLIC]) await check(visitor.page, path);
    await visitor.context.close();

    const member = await openPage(browser, options);
    await injectSession(member.context, server.demoLogin());
    for (const path of [...Object.values(MEMBER_PAGES), CRAFTED_IFRAME]) await check(member.page, path);
    await member.context.close();
    expect(problems).toEqual([]);
  });
});
