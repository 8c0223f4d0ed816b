import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, PHONE } from './support/browser.js';
import { addIframeMenu, startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import type { RunningServer } from './support/server.js';

describe('web shell in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  const headNav = '.sf-site-header [data-testid="head-nav"], header [data-testid="head-nav"]';

  it('renders home in Chinese by default; English sticks across a reload', async () => {
    const { page, context, errors } = await openPage(browser);
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.goto(server.url);
    const nav = page.locator(headNav).first();
    await expect.poll(() => nav.textContent()).toContain('首页');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-cn');
    await page.getByTestId('lang-switch').first().click();
    await expect.poll(() => nav.textContent()).toContain('Home');
    await page.reload();
    await expect.poll(() => page.locator(headNav).first().textContent()).toContain('Home');
    expect(await page.evaluate(() => localStorage.getItem('ba-lang'))).toContain('en');
    expect(errors).toEqual([]);
    // No library notices or development-build hints in a visitor's console.
    expect(consoleLines.filter((line) => /i18next|React DevTools/.test(line))).toEqual([]);
    await context.close();
  });

  it('shows the 404 page with the path for an unknown route', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/no-such-page`);
    const notFound = page.getByTestId('not-found');
    await expect.poll(() => notFound.textContent()).toContain('/no-such-page');
    await context.close();
  });

  it('sends a guest from the member centre to the login route', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/user/account/overview`);
    await page.waitForURL(/\/user\/login\?to=/);
    expect(decodeURIComponent(page.url())).toContain('to=/user/account/overview');
    await context.close();
  });

  it('builds head nav and member menus from server rules, and opens an iframe menu inside the layout', async () => {
    const { id, token } = server.demoLogin();
    const iframeUrl = `${server.url}/builds/latest.json`;
    addIframeMenu(server, iframeUrl);
    server.withDb((db) => {
      db.prepare("update user_rule set title = ? where name = 'help'").run(
        JSON.stringify({ 'zh-cn': '客服中心', en: 'Support desk' }),
      );
    });
    const { page, context } = await openPage(browser);
    await page.addInitScript(
      ([memberId, memberToken]) => {
        localStorage.setItem('ba-user-token', String(memberToken));
        localStorage.setItem(
          'userInfo',
          JSON.stringify({ id: memberId, token: memberToken, refresh_token: '' }),
        );
      },
      [id, token] as const,
    );
    await page.goto(`${server.url}/user/account/overview`);
    const menu = page.getByTestId('user-menu');
    // The bootstrap is cached for a second per process: reload until the operator's change shows.
    await expect
      .poll(
        async () => {
          await page.reload();
          await menu.waitFor();
          return `${await menu.textContent()} ${await page.locator(headNav).first().textContent()}`;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toMatch(/账户概览[\s\S]*内嵌文档[\s\S]*客服中心/);
    await page.getByTestId('user-menu-item-docs-frame').click();
    await page.waitForURL(/\/user\/iframe\//);
    const frame = page.getByTestId('iframe-page');
    expect(await frame.getAttribute('src')).toBe(iframeUrl);
    expect(await page.getByTestId('user-aside').count()).toBeGreaterThan(0);
    // A URL no iframe menu names is the 404 page, never a frame: a crafted link must not show any site.
    const crafted = encodeURIComponent('https://evil.example/login');
    await page.goto(`${server.url}/user/iframe/${crafted}`);
    await expect.poll(() => page.getByTestId('not-found').count()).toBe(1);
    expect(await page.getByTestId('iframe-page').count()).toBe(0);
    await context.close();
  });

  it('at phone width opens the drawer, which collapses after navigating; the progress bar runs', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(server.url);
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('mobile-drawer');
    await drawer.waitFor({ state: 'visible' });
    const progress = page.waitForSelector('#sf-nav-progress', { state: 'attached', timeout: 10_000 });
    await drawer.locator('a[href="/demo"]').first().click();
    await progress;
    await page.waitForURL(/\/demo$/);
    await drawer.waitFor({ state: 'hidden' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
