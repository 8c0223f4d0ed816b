import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoSeriousViolations, type TCheckedPage } from './support/axe-pages.js';
import { DEMO_STORE } from './support/chat.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import type { RunningServer } from './support/server.js';

const STORE_CARD = '[data-testid="store-card"]';

/**
 * What a visitor sees, in the order a first visit might go; the widget last, as it is a page of its own. What
 * a visitor does first is done with the keyboard: a mouse left resting on a link would have axe judge its
 * hover colour instead of the page's.
 */
const VISITOR_PAGES: TCheckedPage[] = [
  { name: 'home', path: '/', ready: STORE_CARD },
  {
    name: 'stores near me',
    path: '/',
    ready: STORE_CARD,
    open: async (page) => {
      await page.getByTestId('near-me').press('Enter');
      await page.locator(`[data-testid="store-results"][data-mode="nearby"] ${STORE_CARD}`).first().waitFor();
    },
  },
  { name: 'store chat', path: `/chatai/${DEMO_STORE}`, ready: '[data-testid="chat-welcome"]' },
  { name: 'login', path: '/login', ready: '[data-testid="login-form"]' },
  {
    name: 'forgot password',
    path: '/login',
    ready: '[data-testid="login-form"]',
    open: (page) => page.getByTestId('forgot-password').press('Enter'),
  },
  { name: 'register', path: '/register', ready: '[data-testid="register-form"]' },
  { name: 'help', path: '/instructions', ready: '[data-testid="help-centre"]' },
  { name: 'not found', path: '/no-such-page', ready: '[data-testid="not-found"]' },
  {
    name: 'widget',
    path: `/chatai/${DEMO_STORE}?agent=client`,
    ready: '[data-testid="chat-welcome"]',
    isOwnDocument: true,
  },
];

describe('axe-core on the visitor pages', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('finds nothing critical or serious on any of them, in either theme or language, on a phone or a desktop', async () => {
    await expectNoSeriousViolations(browser, server.url, VISITOR_PAGES);
  }, 180_000);
});
