import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE } from './support/browser.js';
import { ask, chatMessages, DEMO_STORE, lastAnswer, waitForAnswer } from './support/chat.js';
import { useLanguage } from './support/discovery.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import type { RunningServer } from './support/server.js';

/** Edit and resend, answered by the built-in engine from the demo store's knowledge. */
describe('editing a question in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser({ env: { CHAT_IP_FREE_PER_DAY: '100' } }));
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('a visitor edits a question, gets a new answer, and switches back to the first one with "<"', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await useLanguage(context, 'en');
    await page.goto(`${server.url}/chatai/${DEMO_STORE}`);
    await ask(page, 'What are your opening hours?');
    await waitForAnswer(page, 2);
    await expect.poll(() => lastAnswer(page).textContent()).toMatch(/Opening hours: 08:00-22:00 every day/);

    const question = chatMessages(page).first();
    await question.hover();
    await page.getByTestId('action-edit').first().click();
    const editor = page.getByTestId('question-editor').locator('textarea');
    await editor.fill('Do you deliver?');
    await editor.press('Enter');
    await waitForAnswer(page, 2);
    await expect.poll(() => chatMessages(page).count()).toBe(2);
    expect(await chatMessages(page).first().textContent()).toContain('Do you deliver?');
    await expect.poll(() => lastAnswer(page).textContent()).toMatch(/Meituan/);
    await expect.poll(() => page.getByTestId('version-index').textContent()).toBe('2/2');

    await page.getByTestId('version-previous').click();
    await expect.poll(() => page.getByTestId('version-index').textContent()).toBe('1/2');
    expect(await chatMessages(page).first().textContent()).toContain('What are your opening hours?');
    await expect.poll(() => lastAnswer(page).textContent()).toMatch(/Opening hours: 08:00-22:00 every day/);
    expect(await chatMessages(page).count()).toBe(2);

    await page.reload();
    await expect.poll(() => page.getByTestId('version-index').textContent()).toBe('1/2');
    await page.getByTestId('version-next').click();
    await expect.poll(() => lastAnswer(page).textContent()).toMatch(/Meituan/);
    expect(await page.getByTestId('free-count').getAttribute('data-left')).toBe('3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone in Chinese, Escape leaves the question as it was and the edit button stays in reach', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/chatai/${DEMO_STORE}`);
    await ask(page, '你们几点开门？');
    await waitForAnswer(page, 2);
    const edit = page.getByTestId('action-edit').first();
    expect(await edit.getAttribute('aria-label')).toBe('编辑');
    await edit.tap();
    const editor = page.getByTestId('question-editor').locator('textarea');
    await editor.fill('可以外送吗？');
    await editor.press('Escape');
    expect(await chatMessages(page).first().textContent()).toContain('你们几点开门？');
    await page.getByTestId('action-edit').first().tap();
    await page.getByTestId('question-editor').locator('textarea').fill('可以外送吗？');
    await page.getByTestId('edit-send').tap();
    await waitForAnswer(page, 2);
    await expect.poll(() => page.getByTestId('version-index').textContent()).toBe('2/2');
    expect(await chatMessages(page).first().textContent()).toContain('可以外送吗？');
    await context.close();
  });
});
