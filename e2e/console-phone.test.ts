import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, PHONE } from './support/browser.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { createOperator, signInToConsole } from './support/operator.js';
import type { RunningServer } from './support/server.js';

/** Console lists whose rows have an Edit button, and the language each is read in. */
const LISTS = [
  { path: '/admin/stores', lang: 'en', edit: 'Edit' },
  { path: '/admin/content', lang: 'zh-cn', edit: '编辑' },
  { path: '/admin/rules', lang: 'en', edit: 'Edit' },
  { path: '/admin/operators', lang: 'zh-cn', edit: '编辑' },
] as const;

const firstRowButton = (page: Page, name: string) =>
  page.locator('tr.ant-table-row').first().getByRole('button', { name, exact: true });

/** Where the first row's Edit button is, and whether its table has been scrolled sideways. */
async function firstEdit(page: Page, name: string) {
  const edit = firstRowButton(page, name);
  await edit.waitFor();
  const box = await edit.boundingBox();
  const scrolled = await page.evaluate(() =>
    [...document.querySelectorAll('.ant-table-content, .ant-table-body')].some(
      (table) => table.scrollLeft > 0,
    ),
  );
  return { box, scrolled };
}

describe('console tables on a 390 px phone', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('show each row’s Edit on screen without scrolling the table sideways', async () => {
    const operator = createOperator(server);
    for (const list of LISTS) {
      const { page, context, errors } = await openPage(browser, PHONE);
      await context.addInitScript((language) => localStorage.setItem('ba-lang', language), list.lang);
      await signInToConsole(page, server.url, operator);
      await page.goto(`${server.url}${list.path}`);
      const { box, scrolled } = await firstEdit(page, list.edit);
      expect(scrolled, list.path).toBe(false);
      expect(box, list.path).not.toBeNull();
      expect(box?.x, list.path).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), list.path).toBeLessThanOrEqual(PHONE.viewport.width);
      await firstRowButton(page, list.edit).click();
      await expect
        .poll(() => page.locator('.ant-drawer-open, .ant-modal-wrap').count(), { message: list.path })
        .toBeGreaterThan(0);
      expect(errors, list.path).toEqual([]);
      await context.close();
    }
  });
});
