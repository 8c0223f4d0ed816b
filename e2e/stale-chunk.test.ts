import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE } from './support/browser.js';
import { DEMO_STORE } from './support/chat.js';
import { useLanguage } from './support/discovery.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import type { RunningServer } from './support/server.js';

/** The help centre page's code file, whatever its build hash. */
const HELP_CENTRE_CHUNK = /\/assets\/help-centre-page-[\w-]+\.js$/;
/** The code of the chat's login prompt, which the widget's build brings when it first shows. */
const LOGIN_PROMPT_CHUNK = /\/assets\/login-required-modal-[\w-]+\.js$/;

/** A tab left open across a deploy: the page chunks it knows answer 404 now. */
describe('a page whose code is gone', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('reloads once, then shows an error with a reload button inside the layout', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await useLanguage(context, 'en');
    await page.goto(server.url);
    const nav = page.getByTestId('head-nav').first();
    await expect.poll(() => nav.textContent()).toContain('Help centre');
    let refused = 0;
    await page.route(HELP_CENTRE_CHUNK, (route) => {
      refused += 1;
      return route.fulfill({ status: 404, body: 'Not Found' });
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await nav.getByText('Help centre').click();
    const failed = page.getByTestId('chunk-error');
    await failed.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/instructions');
    expect(loads).toBe(1);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('head-nav').count()).toBeGreaterThan(0);
    expect(await failed.textContent()).toContain('A new version of this site is out');

    await page.unroute(HELP_CENTRE_CHUNK);
    await failed.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('help-centre').waitFor();
    await context.close();
  });

  it('in the widget, which has no router, reloads once for a part whose code is gone, then says so', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.route(LOGIN_PROMPT_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${server.url}/chatai/${DEMO_STORE}?agent=client&lang=en`);
    const openPrompt = () => page.getByTestId('free-count').getByRole('button').click();
    await openPrompt();
    // The reload brings the widget back; the prompt's code is still missing when it is asked for again.
    await expect.poll(() => loads).toBe(2);
    await openPrompt();
    const failed = page.getByTestId('chunk-error');
    await failed.waitFor({ timeout: 20_000 });
    expect(loads).toBe(2);
    expect(await failed.textContent()).toContain('A new version of this site is out');

    await page.unroute(LOGIN_PROMPT_CHUNK);
    await failed.getByRole('button', { name: 'Reload' }).click();
    await openPrompt();
    await page.getByTestId('login-required').waitFor();
    await context.close();
  });
});
