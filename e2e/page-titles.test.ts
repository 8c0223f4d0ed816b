import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, injectSession, openPage } from './support/browser.js';
import { DEMO_STORE } from './support/chat.js';
import { useLanguage } from './support/discovery.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import type { RunningServer } from './support/server.js';

const SITE = { 'zh-cn': '店铺 AI 助手', en: 'Storefront AI' } as const;

/** Pages of a visitor, then of a member (signed in from the first member page on), with what shows each loaded. */
const PAGES = [
  { path: '/login', ready: '[data-testid="login-form"]' },
  { path: '/register', ready: '[data-testid="register-form"]' },
  { path: '/instructions', ready: '[data-testid="help-centre"]' },
  { path: `/chatai/${DEMO_STORE}`, ready: '[data-testid="chat-welcome"]' },
  { path: '/no-such-page', ready: '[data-testid="not-found"]' },
  { path: '/user/account/overview', ready: '[data-testid="trend-band"]' },
  { path: '/user/account/integral', ready: '.sf-account-title' },
  { path: '/user/account/balance', ready: '.sf-account-title' },
  { path: '/user/account/profile', ready: '[data-testid="account-profile"]' },
];

/** The tab's title once it has caught up with the page's heading (it follows the heading within a frame). */
async function settledTitle(page: Page, ready: string): Promise<{ title: string; heading: string }> {
  await page.locator(ready).first().waitFor();
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1') ?? document.querySelector('h1');
    const text = heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return text !== '' && document.title.startsWith(text);
  });
  return page.evaluate(() => ({
    title: document.title,
    heading: (document.querySelector('main h1') ?? document.querySelector('h1'))?.textContent?.trim() ?? '',
  }));
}

describe("each page's tab says which page it is", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it.each(['zh-cn', 'en'] as const)(
    'in %s: its heading, then the site, a title of its own on every page',
    async (language) => {
      const { page, context, errors } = await openPage(browser, DESKTOP);
      await useLanguage(context, language);
      const titles: string[] = [];
      for (const { path, ready } of PAGES) {
        if (path === '/user/account/overview') await injectSession(context, server.demoLogin());
        await page.goto(`${server.url}${path}`);
        const { title, heading } = await settledTitle(page, ready);
        expect(title, path).toBe(`${heading} · ${SITE[language]}`);
        titles.push(title);
      }
      expect(new Set(titles).size).toBe(PAGES.length);
      expect(titles).toContain(language === 'en' ? 'Points log · Storefront AI' : '积分记录 · 店铺 AI 助手');

      // A page reached by the app's own links renames the tab as well, and so does switching the language.
      await page.getByTestId('user-menu').locator('a[href="/user/account/balance"]').first().press('Enter');
      await page.waitForURL((url) => url.pathname === '/user/account/balance');
      expect((await settledTitle(page, '.sf-account-title')).title).toBe(titles[7]);
      await page.getByTestId('lang-switch').first().press('Enter');
      const other = language === 'en' ? SITE['zh-cn'] : SITE.en;
      await expect.poll(() => page.title()).toMatch(new RegExp(` · ${other}$`));
      expect(await page.title()).not.toBe(titles[7]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
