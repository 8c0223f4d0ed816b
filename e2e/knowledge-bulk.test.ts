import { CONSOLE_API } from '@storefront/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, injectSession, openPage, PHONE } from './support/browser.js';
import { consoleApi } from './support/console-api.js';
import { useLanguage } from './support/discovery.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { createOperator } from './support/operator.js';
import type { RunningServer } from './support/server.js';

const journeys = [
  {
    lang: 'en',
    device: DESKTOP,
    store: 'Bulk Bakery',
    questions: [
      'Do you bake rye bread?',
      'Are cakes made to order?',
      'Is there seating?',
      'Do you open on Mondays?',
    ],
    selected: '3 selected',
    confirmDisable: 'Disable the selected entries (2)?',
    disabled: 'Disabled',
    confirm: 'Delete 3 selected entries?',
    deleted: 'Deleted “Do you open on Mondays?”',
  },
  {
    lang: 'zh-cn',
    device: PHONE,
    store: '批量面包房',
    questions: ['有黑麦面包吗？', '蛋糕可以定做吗？', '店里有座位吗？', '周一营业吗？'],
    selected: '已选 3 项',
    confirmDisable: '禁用所选的 2 条知识？',
    disabled: '已禁用',
    confirm: '删除所选的 3 条知识？',
    deleted: '已删除 “周一营业吗？”',
  },
] as const;

describe('a store owner disables and deletes knowledge in bulk and takes a single delete back', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it.each(journeys)('in $lang', async (journey) => {
    const call = await consoleApi(server, createOperator(server));
    const store = await call(CONSOLE_API.stores.add, { body: { name: { [journey.lang]: journey.store } } });
    const demo = server.demoLogin();
    await call(CONSOLE_API.members.store, { body: { id: demo.id, shop_id: store.id } });
    const draftQuestions = () =>
      server.withDb((db) =>
        (
          db
            .prepare(
              `select question from knowledge where assistant_id =
                 (select id from assistant where store_id = ? and variant = 'draft') order by id`,
            )
            .all(store.id) as { question: string }[]
        ).map((row) => row.question),
      );
    server.withDb((db) => {
      const draft = db
        .prepare("select id from assistant where store_id = ? and variant = 'draft'")
        .get(store.id) as { id: number };
      const insert = db.prepare(
        `insert into knowledge (assistant_id, lang, question, answer, tags, weigh, create_time)
         values (?, ?, ?, 'An answer.', '', ?, 1)`,
      );
      // Heavier first, so the list shows them in this order.
      journey.questions.forEach((question, index) => {
        insert.run(draft.id, journey.lang, question, 100 - index);
      });
    });

    const { context, page, errors } = await openPage(browser, journey.device);
    await useLanguage(context, journey.lang);
    await injectSession(context, demo);
    await page.goto(`${server.url}/user/shop/knowledge`);
    const rows = page.getByTestId('knowledge-row-question');
    await expect.poll(() => rows.allTextContents()).toEqual([...journey.questions]);

    // Two rows ticked and disabled: kept in the list, marked, after a confirmation naming the count.
    const rowBoxes = page.locator('tr.ant-table-row .ant-checkbox');
    for (const index of [0, 1]) await rowBoxes.nth(index).click();
    await page.getByTestId('knowledge-disable-selected').click();
    const confirmDisable = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
    await expect.poll(() => confirmDisable.textContent()).toContain(journey.confirmDisable);
    await confirmDisable.getByTestId('knowledge-disable-selected-confirm').click();
    await confirmDisable.waitFor({ state: 'hidden' });
    const statuses = () =>
      server.withDb((db) =>
        (
          db
            .prepare('select status from knowledge where question in (?, ?, ?, ?) order by weigh desc')
            .all(...journey.questions) as { status: string }[]
        ).map((row) => row.status),
      );
    await expect.poll(statuses).toEqual(['disable', 'disable', 'enable', 'enable']);
    const badges = page.locator('[data-testid^="knowledge-status-"]');
    await expect.poll(() => badges.nth(1).textContent()).toBe(journey.disabled);
    expect(await page.getByTestId('knowledge-table-selection').count()).toBe(0);

    // Three rows ticked: the bar counts them, and the confirmation names the count before anything goes.
    for (const index of [0, 1, 2]) await rowBoxes.nth(index).click();
    expect(await page.getByTestId('knowledge-table-selection-count').textContent()).toBe(journey.selected);
    await page.getByTestId('knowledge-delete-selected').click();
    const confirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
    await expect.poll(() => confirm.textContent()).toContain(journey.confirm);
    expect(draftQuestions()).toHaveLength(4);
    await confirm.locator('.ant-btn-dangerous').click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rows.allTextContents()).toEqual([journey.questions[3]]);
    expect(draftQuestions()).toEqual([journey.questions[3]]);
    expect(await page.getByTestId('knowledge-table-selection').count()).toBe(0);

    // A single delete goes at once from the list, and "Undo" brings the very same entry back.
    const [last] = server.withDb(
      (db) =>
        db.prepare('select id from knowledge where question = ?').all(journey.questions[3]) as {
          id: number;
        }[],
    );
    await page.getByTestId(`knowledge-delete-${last?.id}`).click();
    await expect.poll(() => rows.count()).toBe(0);
    expect(await page.getByTestId('undo-toast').textContent()).toContain(journey.deleted);
    await page.getByTestId('undo-removal').click();
    await expect.poll(() => rows.allTextContents()).toEqual([journey.questions[3]]);
    if (journey.lang === 'en') {
      // The toast's time runs out (it waits UNDO_SECONDS, 6 s): the entry taken back stays.
      await page.waitForTimeout(7000);
      expect(draftQuestions()).toEqual([journey.questions[3]]);
      // Not taken back, it is deleted once the toast has gone.
      await page.getByTestId(`knowledge-delete-${last?.id}`).click();
      await expect.poll(draftQuestions, { timeout: 10_000 }).toEqual([]);
      await expect.poll(() => rows.count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
