import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage } from './support/browser.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { createOperator, signInToConsole } from './support/operator.js';
import type { RunningServer } from './support/server.js';

describe('an operator deletes articles in bulk and takes a deleted rule back', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('deletes two ticked articles after a confirmation naming the count', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.addInitScript(() => localStorage.setItem('ba-lang', 'en'));
    await signInToConsole(page, server.url, createOperator(server));
    await page.goto(`${server.url}/admin/content`);
    const rows = page.locator('[data-testid="content-table"] tr.ant-table-row');
    await rows.nth(2).waitFor();
    const ids = (
      await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-row-key')))
    ).slice(0, 2);
    const existing = () =>
      server.withDb(
        (db) =>
          db.prepare(`select count(*) as n from content where id in (${ids.join(',')})`).get() as {
            n: number;
          },
      ).n;
    expect(existing()).toBe(2);

    for (const index of [0, 1]) await rows.nth(index).locator('.ant-checkbox').click();
    expect(await page.getByTestId('content-table-selection-count').textContent()).toBe('2 selected');
    await page.getByTestId('content-delete-selected').click();
    const confirm = page.locator('.ant-popconfirm');
    await expect.poll(() => confirm.textContent()).toContain('Delete the 2 selected?');
    await confirm.locator('.ant-btn-dangerous').click();
    await expect.poll(existing).toBe(0);
    await expect
      .poll(() => rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-row-key'))))
      .not.toContain(ids[0]);
    expect(await page.getByTestId('content-table-selection').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a rule at once and brings it back with Undo; the rule stays once the toast has gone', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.addInitScript(() => localStorage.setItem('ba-lang', 'zh-cn'));
    await signInToConsole(page, server.url, createOperator(server));
    await page.goto(`${server.url}/admin/rules`);
    const row = page.getByTestId('rule-row-help');
    await row.waitFor();
    await page.getByTestId('rule-delete-help').click();
    await row.waitFor({ state: 'detached' });
    expect(await page.getByTestId('undo-toast').textContent()).toContain('已删除');
    await page.getByTestId('undo-removal').click();
    await row.waitFor();
    await page.waitForTimeout(7000);
    const rule = server.withDb((db) =>
      db.prepare("select count(*) as n from user_rule where name = 'help'").get(),
    );
    expect(rule).toEqual({ n: 1 });
    await page.reload();
    await row.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
