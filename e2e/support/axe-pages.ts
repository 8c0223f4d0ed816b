import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  COLOUR_RULES,
  describeFindings,
  seriousViolations,
  setLook,
  type TFinding,
  type TLanguage,
  type TTheme,
} from './axe.js';
import { openPage, PHONE } from './browser.js';

/**
 * A page to check: its address, what shows it has loaded, what a visitor does there first (if anything), and
 * whether it is a document of its own (the widget's build) rather than a route of the app.
 */
export type TCheckedPage = {
  name: string;
  path: string;
  ready: string;
  open?: (page: Page) => Promise<void>;
  isOwnDocument?: boolean;
};

/** Near the seeded Hutong bike shop, for the store list's "near me". */
const NEAR_STORES = { latitude: 39.9392, longitude: 116.4051 };

const LOOKS: [TTheme, TLanguage][] = [
  ['light', 'zh-cn'],
  ['dark', 'zh-cn'],
  ['light', 'en'],
  ['dark', 'en'],
];

const WIDTHS = [
  { width: 390, device: PHONE },
  { width: 1440, device: { viewport: { width: 1440, height: 900 } } },
];

/** Goes to another route inside the app as its links do (no reload), so axe, once injected, stays. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until the page has drawn what it loads (no skeleton or spinner), then plays its transitions and
 * animations to their end: axe reads colours as they are on screen, and a button halfway through fading in
 * has no contrast yet. Endless ones (a spinner's turn) are left running.
 */
async function settle(page: Page, ready: string) {
  await page.locator(ready).first().waitFor();
  // The member menu hides on each navigation and fades back in a moment later (app/router/ui-store).
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[aria-busy="true"], .ant-skeleton, .ant-spin-spinning, .sf-user-menu.is-hidden',
      ),
  );
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish();
    }
  });
}

/**
 * Opens each page in both themes and both languages, at a phone's 390 px and a desktop's 1440 px, and expects
 * axe-core to find nothing critical or serious; a failure lists every finding with its page and look. Light
 * pages get every rule; dark ones only the colour rules, as nothing else changes with the theme. One tab per
 * width: the look changes with a reload, the page by the app's own navigation. `prepare` sets up each tab
 * (a member's session) before its first page.
 */
export async function expectNoSeriousViolations(
  browser: Browser,
  url: string,
  pages: TCheckedPage[],
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const findings: TFinding[] = [];
  for (const { width, device } of WIDTHS) {
    const { page, context } = await openPage(browser, {
      ...device,
      geolocation: NEAR_STORES,
      permissions: ['geolocation'],
    });
    await prepare?.(context);
    await page.goto(`${url}/healthz`);
    for (const [theme, language] of LOOKS) {
      await setLook(page, theme, language);
      let isInApp = false;
      for (const checked of pages) {
        if (isInApp && !checked.isOwnDocument) await visit(page, checked.path);
        else await page.goto(`${url}${checked.path}`);
        isInApp = !checked.isOwnDocument;
        await settle(page, checked.ready);
        if (checked.open) {
          await checked.open(page);
          await settle(page, 'body');
        }
        const where = `${checked.name} (${width} px, ${theme}, ${language})`;
        findings.push(...(await seriousViolations(page, where, theme === 'dark' ? COLOUR_RULES : undefined)));
      }
    }
    await context.close();
  }
  expect(describeFindings(findings)).toBe('');
}
