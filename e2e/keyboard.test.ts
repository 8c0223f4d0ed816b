import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type TFakeOpenAI } from '../apps/server/src/test/fake-openai.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { chatMessages, DEMO_STORE, lastAnswer, setDemoAssistant } from './support/chat.js';
import { useLanguage } from './support/discovery.js';
import { focused, focusRing, tabTo, waitForFocus } from './support/keyboard.js';
import { seedConversation } from './support/member.js';
import { type RunningServer, startServer } from './support/server.js';

const COMPOSER = '[data-testid="chat-composer"] textarea';
const HEADING = 'h1';

/** The keyboard alone, as someone who cannot use a mouse: no click anywhere in these journeys. */
describe('the site from the keyboard alone', () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: TFakeOpenAI;
  let parking: number;
  let hours: number;
  beforeAll(async () => {
    // Long and slow, so that there is time to stop it.
    fake = await startFakeOpenAI({
      chunks: Array.from({ length: 80 }, (_, i) => `word${i} `),
      chunkDelayMs: 80,
    });
    server = await startServer();
    browser = await launchBrowser();
    setDemoAssistant(server, { upstream: fake.url, freeCount: 5 });
    const talk = { storeuuid: DEMO_STORE, answer: 'Yes.' };
    parking = seedConversation(server, 'demo', {
      ...talk,
      title: 'Parking',
      question: 'Can I park nearby?',
      hoursAgo: 30,
    });
    hours = seedConversation(server, 'demo', {
      ...talk,
      title: 'Opening hours',
      question: 'Are you open on Sundays?',
      hoursAgo: 1,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('logs in, opens a past conversation, asks, stops with Esc and opens the list on a phone', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await useLanguage(context, 'en');
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-form').waitFor();
    await tabTo(page, '[data-testid="username-input"]', 15);
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await waitForFocus(page, '[data-testid="password-input"]');
    await page.keyboard.type('demo123456');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/user/account/overview');
    // The form is gone: focus starts again at the new page's heading, not on <body>.
    await waitForFocus(page, HEADING);

    // The member menu comes before the page's content: back from the heading to "AI chat".
    await tabTo(page, '.sf-user-menu-item[href="/user/chatai"]', 6, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('c') === String(hours));
    await waitForFocus(page, 'h1[data-testid="chat-store-name"]');

    // The conversations come just before the chat: a few presses back from its heading reach the oldest.
    await tabTo(page, `a.sf-conv-open[href$="?c=${parking}"]`, 4, 'Shift+Tab');
    expect(await focusRing(page)).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('c') === String(parking));
    await waitForFocus(page, HEADING);
    await expect.poll(() => chatMessages(page).first().textContent()).toBe('Can I park nearby?');

    await tabTo(page, COMPOSER, 25);
    await page.keyboard.type('Tell me a long story');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await lastAnswer(page).textContent())?.length ?? 0).toBeGreaterThan(20);
    await page.keyboard.press('Escape');
    await page.getByTestId('answer-stopped').waitFor();
    expect(await focused(page)).toMatch(/^textarea/);

    // The stop button, reached with Tab and pressed with Enter, hands focus back to the input as well.
    await page.keyboard.type('Another long story');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await lastAnswer(page).textContent())?.length ?? 0).toBeGreaterThan(20);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('chat-stop');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('answer-stopped').count()).toBe(2);
    await waitForFocus(page, COMPOSER);

    // On a phone the list is behind a button in the chat's header, and opens as a drawer.
    await page.setViewportSize(PHONE.viewport);
    await tabTo(page, '[data-testid="open-conversations"]', 30, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await tabTo(page, `.sf-chat-list-drawer a.sf-conv-open[href$="?c=${hours}"]`, 8);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('c') === String(hours));
    await waitForFocus(page, HEADING);
    await expect.poll(() => chatMessages(page).first().textContent()).toBe('Are you open on Sundays?');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows where focus is on fields and buttons, in the light and the dark theme', async () => {
    for (const theme of ['light', 'dark']) {
      const { page, context } = await openPage(browser, DESKTOP);
      await context.addInitScript((mode) => localStorage.setItem('ba-theme', mode), theme);
      await page.goto(`${server.url}/login`);
      await page.getByTestId('login-form').waitFor();
      await tabTo(page, '[data-testid="username-input"]', 15);
      expect(await focusRing(page), `username field, ${theme}`).not.toBeNull();
      await tabTo(page, '[data-testid="login-submit"]', 10);
      expect(await focusRing(page), `login button, ${theme}`).not.toBeNull();
      await page.goto(`${server.url}/chatai/${DEMO_STORE}`);
      await page.getByTestId('chat-welcome').waitFor();
      await tabTo(page, COMPOSER, 30);
      expect(await focusRing(page), `chat input, ${theme}`).not.toBeNull();
      await context.close();
    }
  });
});
