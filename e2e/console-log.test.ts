import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CONSOLE_API } from '@storefront/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage } from './support/browser.js';
import { consoleApi } from './support/console-api.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { createOperator, signInToConsole } from './support/operator.js';
import type { RunningServer } from './support/server.js';

type TJourney = {
  lang: 'en' | 'zh-cn';
  pageSize: RegExp;
  dates: [string, string];
  /** The range picker's month header: Chinese names the year with 年. */
  month: RegExp;
  balance: string;
  member: string;
  timeZone: string;
  timeHeader: string;
};

const journeys: TJourney[] = [
  {
    lang: 'en',
    pageSize: /\/ page/,
    dates: ['Start date', 'End date'],
    month: /^[A-Z][a-z]{2}\s*\d{4}$/,
    balance: "Adjusted a member's balance or points",
    member: 'Member',
    timeZone: 'Asia/Tokyo',
    timeHeader: 'Time (UTC+09:00 Asia/Tokyo)',
  },
  {
    lang: 'zh-cn',
    pageSize: /条\/页/,
    dates: ['开始日期', '结束日期'],
    month: /年/,
    balance: '调整会员余额或积分',
    member: '会员',
    timeZone: 'Asia/Shanghai',
    timeHeader: '时间 (UTC+08:00 Asia/Shanghai)',
  },
];

/** A member, made as registration makes one. */
function createMember(server: RunningServer): { id: number; username: string } {
  const username = `m${randomBytes(4).toString('hex')}`;
  return server.withDb((db) => {
    const now = Math.floor(Date.now() / 1000);
    const { lastInsertRowid } = db
      .prepare(
        `insert into user (group_id, username, nickname, password, join_time, update_time, create_time)
         values (1, ?, ?, 'not-a-hash', ?, ?, ?)`,
      )
      .run(username, username, now, now, now);
    return { id: Number(lastInsertRowid), username };
  });
}

/**
 * Picks `label` in the searchable antd select `testId`, typing it as a person would in a long list (the popup
 * draws only the options in view).
 */
async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(label);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

describe('an operator reads who changed what in the operator log', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it.each(journeys)(
    "filters by operator and action, reads names in the console's language, opens the target and exports ($lang)",
    async (journey) => {
      const editor = createOperator(server, 'editor');
      const member = createMember(server);
      const call = await consoleApi(server, editor);
      await call(CONSOLE_API.members.status, { body: { id: member.id, status: 'disable' } });
      await call(CONSOLE_API.members.balance, {
        body: { id: member.id, kind: 'score', amount: '+5', memo: 'E2E log' },
      });

      const operator = await openPage(browser, {
        ...DESKTOP,
        timezoneId: journey.timeZone,
        acceptDownloads: true,
      });
      await operator.context.addInitScript(
        (language) => localStorage.setItem('ba-lang', language),
        journey.lang,
      );
      const { page } = operator;
      await signInToConsole(page, server.url, createOperator(server));
      await page.goto(`${server.url}/admin/log`);

      // antd's own words speak the console's language: the page-size picker and the date range picker.
      const table = page.getByTestId('log-table');
      await expect
        .poll(() => table.locator('.ant-pagination-options').first().textContent())
        .toMatch(journey.pageSize);
      const dates = table.locator('.ant-picker-range');
      expect(await dates.locator('input').first().getAttribute('placeholder')).toBe(journey.dates[0]);
      expect(await dates.locator('input').last().getAttribute('placeholder')).toBe(journey.dates[1]);
      await dates.locator('input').first().click();
      const month = page.locator('.ant-picker-dropdown:visible .ant-picker-header-view').first();
      await expect.poll(() => month.textContent()).toMatch(journey.month);
      await page.keyboard.press('Escape');

      await pick(page, 'log-filter-operator', editor.username);
      await pick(page, 'log-filter-action', journey.balance);
      const rows = table.locator('tbody .ant-table-row');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().getByTestId('log-action').textContent()).toBe(journey.balance);
      const target = rows.first().getByTestId('log-target');
      expect(await target.textContent()).toBe(`${journey.member} ${member.username}`);
      expect(new URL(page.url()).searchParams.get('action')).toBe('members.balance');

      const download = page.waitForEvent('download');
      await page.getByTestId('log-export').click();
      const file = await readFile((await (await download).path()) ?? '', 'utf8');
      const [header, row] = file.replace(/^\uFEFF/, '').split('\r\n');
      expect(file.startsWith('\uFEFF')).toBe(true);
      expect(header?.split(',')[0]).toBe(journey.timeHeader);
      expect(row).toContain(journey.balance);
      expect(row).toContain(member.username);
      expect(file.trim().split('\r\n')).toHaveLength(2);

      // Switching the language fetches the other language's antd texts and the log's names again.
      const other = journeys.find((each) => each.lang !== journey.lang) ?? journey;
      await page.getByTestId('lang-switch').click();
      await expect
        .poll(() => table.locator('.ant-pagination-options').first().textContent())
        .toMatch(other.pageSize);
      await expect.poll(() => rows.first().getByTestId('log-action').textContent()).toBe(other.balance);
      expect(await target.textContent()).toBe(`${other.member} ${member.username}`);

      await target.getByRole('link').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/members');
      await expect.poll(() => page.getByTestId('member-drawer').count()).toBe(1);

      expect(operator.errors).toEqual([]);
      await operator.context.close();
    },
  );
});
