import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE } from './support/browser.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { createOperator, signInToConsole } from './support/operator.js';
import type { RunningServer } from './support/server.js';

type TJourney = {
  lang: 'en' | 'zh-cn';
  device: typeof DESKTOP | typeof PHONE;
  navTitle: string;
  siteName: string;
};

/** The head nav as the site header shows it: inline on a desktop, in the menu drawer on a phone. */
async function openHeadNav(page: Page, isPhone: boolean) {
  if (!isPhone) return page.locator('header').getByTestId('head-nav');
  await page.getByTestId('mobile-menu-button').click();
  return page.getByTestId('mobile-drawer').getByTestId('head-nav');
}

describe('an operator runs the site from the console', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  const journeys: TJourney[] = [
    { lang: 'en', device: DESKTOP, navTitle: 'Support desk', siteName: 'Corner Shop' },
    { lang: 'zh-cn', device: PHONE, navTitle: '客服中心', siteName: '街角小店' },
  ];

  it.each(journeys)(
    'renames a head nav entry and the site, and the site shows both after a reload ($lang)',
    async ({ lang, device, navTitle, siteName }) => {
      const isPhone = device === PHONE;
      const { page, context, errors } = await openPage(browser, device);
      await page.addInitScript((language) => localStorage.setItem('ba-lang', language), lang);
      await signInToConsole(page, server.url, createOperator(server));

      await page.goto(`${server.url}/admin/rules`);
      await page.getByTestId('rule-edit-help').click();
      const title = page.getByTestId(`rule-title-${lang}`);
      await title.fill(navTitle);
      await page.getByTestId('rule-form-save').click();
      await expect.poll(() => page.getByTestId('rule-row-help').textContent()).toContain(navTitle);
      await expect.poll(() => page.getByTestId('preview-head-nav').textContent()).toContain(navTitle);

      await page.goto(`${server.url}/admin/settings`);
      await page.getByTestId(`setting-siteName-${lang}`).fill(siteName);
      await page.getByTestId('settings-basics-save').click();
      await expect
        .poll(() => page.getByText(lang === 'en' ? 'Saved' : '保存成功').count())
        .toBeGreaterThan(0);

      await page.goto(server.url);
      await page.reload();
      await expect.poll(() => page.locator('.sf-brand-name').first().textContent()).toBe(siteName);
      const headNav = await openHeadNav(page, isPhone);
      await expect.poll(() => headNav.textContent()).toContain(navTitle);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
