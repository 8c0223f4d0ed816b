import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, PHONE } from './support/browser.js';
import { ask, chatMessages, DEMO_STORE, setDemoAssistant, waitForAnswer } from './support/chat.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import type { RunningServer } from './support/server.js';

const WIDGET = `/chatai/${DEMO_STORE}?agent=client&lang=en`;

/**
 * The widget is a build of its own (widget.html), without the app's router: what it shows only sometimes (the
 * login prompt, drawn with antd) must still come, and its ways out (log in, register) lead into the app and
 * back to the widget.
 */
describe('the chat widget, which the server answers with a page of its own', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
    setDemoAssistant(server, { freeCount: 1 });
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('chats in the compact mode, asks for a login once the free message is used, and comes back after it', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(`${server.url}${WIDGET}`);
    const chat = page.locator('[data-testid="chat-page"][data-agent="client"]');
    await chat.waitFor();
    expect(scripts.some((request) => /\/assets\/widget-[\w-]+\.js$/.test(request.url()))).toBe(true);
    expect(scripts.some((request) => /\/assets\/app-[\w-]+\.js$/.test(request.url()))).toBe(false);
    expect(await page.getByTestId('free-count').getAttribute('data-left')).toBe('1');

    await ask(page, 'What are your opening hours?');
    await waitForAnswer(page, 2);
    expect(await page.getByTestId('free-count').getAttribute('data-left')).toBe('0');
    await ask(page, 'And on Sundays?');
    const prompt = page.getByTestId('login-required');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('Log in to keep chatting');

    await page.getByTestId('login-required-login').click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(new URL(page.url()).searchParams.get('to')).toBe(WIDGET);
    const form = page.getByTestId('login-form');
    await form.getByTestId('username-input').fill('demo');
    await form.getByTestId('password-input').fill('demo123456');
    await form.getByTestId('login-submit').click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === WIDGET);
    await chat.waitFor();
    await expect.poll(() => chatMessages(page).first().textContent()).toBe('What are your opening hours?');
    expect(await page.getByTestId('free-count').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
