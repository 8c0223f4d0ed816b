import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE } from './support/browser.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { createOperator, signInToConsole } from './support/operator.js';
import type { RunningServer } from './support/server.js';

/** The demo member's password, which the members made here share (their rows copy its hash). */
const PASSWORD = 'demo123456';

type TJourney = {
  lang: 'en' | 'zh-cn';
  device: typeof DESKTOP | typeof PHONE;
  disabled: string;
  status: { enable: string; disable: string };
};

const journeys: TJourney[] = [
  {
    lang: 'en',
    device: DESKTOP,
    disabled: 'This account has been disabled',
    status: { enable: 'Enabled', disable: 'Disabled' },
  },
  { lang: 'zh-cn', device: PHONE, disabled: '该账户已被禁用', status: { enable: '启用', disable: '禁用' } },
];

/** Plays registration: a member who logs in with `PASSWORD`, named `prefix` and random letters. */
function createMember(server: RunningServer, prefix = 'm'): { id: number; username: string } {
  const username = `${prefix}${randomBytes(4).toString('hex')}`;
  return server.withDb((db) => {
    const now = Math.floor(Date.now() / 1000);
    const { lastInsertRowid } = db
      .prepare(
        `insert into user (group_id, username, nickname, password, join_time, update_time, create_time)
         select group_id, ?, ?, password, ?, ?, ? from user where username = 'demo'`,
      )
      .run(username, username, now, now, now);
    return { id: Number(lastInsertRowid), username };
  });
}

/** Logs in at /login as a member would; the page stays there when the server refuses. */
async function memberLogin(page: Page, serverUrl: string, username: string) {
  await page.goto(`${serverUrl}/login`);
  await page.getByTestId('username-input').fill(username);
  await page.getByTestId('password-input').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

describe('an operator looks after members and articles from the console', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  const bulkTexts = {
    en: { confirm: 'Disable the selected members (2)?', done: 'Disabled: 2' },
    'zh-cn': { confirm: '禁用所选的 2 位会员？', done: '已禁用 2 位' },
  };
  const bulk = journeys.map((journey) => ({ ...journey, ...bulkTexts[journey.lang] }));
  it.each(bulk)(
    'disables two ticked members in one go after a confirmation naming the count; neither can log in ($lang)',
    async ({ lang, device, disabled, status, confirm, done }) => {
      const prefix = `b${randomBytes(2).toString('hex')}`;
      const members = [
        createMember(server, prefix),
        createMember(server, prefix),
        createMember(server, prefix),
      ];
      const operator = await openPage(browser, device);
      await operator.context.addInitScript((language) => localStorage.setItem('ba-lang', language), lang);
      const { page } = operator;
      await signInToConsole(page, server.url, createOperator(server));
      await page.goto(`${server.url}/admin/members?quickSearch=${prefix}&sort=id&direction=asc`);
      const row = (id: number) => page.locator(`[data-testid="members-table"] tr[data-row-key="${id}"]`);
      await row(members[2]?.id ?? 0).waitFor();
      const ticked = members.slice(0, 2);
      for (const member of ticked) await row(member.id).locator('.ant-checkbox').click();
      await expect.poll(() => page.getByTestId('members-table-selection-count').textContent()).toMatch(/2/);
      await page.getByTestId('members-bulk-disable').click();
      await expect.poll(() => page.locator('.ant-popconfirm').textContent()).toContain(confirm);
      await page.getByTestId('members-bulk-disable-confirm').click();
      await expect.poll(() => page.locator('.ant-message').textContent()).toContain(done);
      const statuses = () =>
        server.withDb((db) =>
          members.map(
            (member) =>
              (db.prepare('select status from user where id = ?').get(member.id) as { status: string })
                .status,
          ),
        );
      await expect.poll(statuses).toEqual(['disable', 'disable', 'enable']);
      for (const member of ticked) {
        await expect.poll(() => row(member.id).textContent()).toContain(status.disable);
      }
      expect(await row(members[2]?.id ?? 0).textContent()).toContain(status.enable);
      expect(await page.getByTestId('members-table-selection').count()).toBe(0);

      // Each in a browser of their own, as two people would.
      for (const member of ticked) {
        const visitor = await openPage(browser, device);
        await visitor.context.addInitScript((language) => localStorage.setItem('ba-lang', language), lang);
        await memberLogin(visitor.page, server.url, member.username);
        await expect.poll(() => visitor.page.getByText(disabled).count()).toBeGreaterThan(0);
        expect(new URL(visitor.page.url()).pathname).toBe('/login');
        expect(visitor.errors).toEqual([]);
        await visitor.context.close();
      }
      expect(operator.errors).toEqual([]);
      await operator.context.close();
    },
  );

  it.each(journeys)(
    'disables a member who then cannot log in, credits points they see in their log, and edits a help article ($lang)',
    async ({ lang, device, disabled, status }) => {
      const member = createMember(server);
      const memo = `E2E thanks ${lang}`;
      const title = `Edited help ${randomBytes(3).toString('hex')}`;
      const operator = await openPage(browser, device);
      const visitor = await openPage(browser, device);
      for (const { context } of [operator, visitor]) {
        await context.addInitScript((language) => localStorage.setItem('ba-lang', language), lang);
      }
      const { page } = operator;
      await signInToConsole(page, server.url, createOperator(server));

      await page.goto(`${server.url}/admin/members?quickSearch=${member.username}`);
      await page.getByTestId(`member-open-${member.id}`).click();
      const drawer = page.getByTestId('member-drawer');
      await expect.poll(() => drawer.getByTestId('member-status').textContent()).toBe(status.enable);
      await drawer.getByTestId('member-status-toggle').click();
      await page.getByTestId('member-status-confirm').click();
      await expect.poll(() => drawer.getByTestId('member-status').textContent()).toBe(status.disable);

      await memberLogin(visitor.page, server.url, member.username);
      await expect.poll(() => visitor.page.getByText(disabled).count()).toBeGreaterThan(0);
      expect(new URL(visitor.page.url()).pathname).toBe('/login');

      await drawer.getByTestId('member-status-toggle').click();
      await page.getByTestId('member-status-confirm').click();
      await expect.poll(() => drawer.getByTestId('member-status').textContent()).toBe(status.enable);
      await drawer.getByTestId('member-adjust').click();
      await page.getByTestId('balance-amount').fill('25');
      await page.getByTestId('balance-memo').fill(memo);
      await page.getByTestId('balance-submit').click();
      const points = drawer.getByTestId('member-score').locator('.ant-statistic-content-value');
      await expect.poll(() => points.textContent()).toBe('25');
      await expect.poll(() => drawer.getByTestId('member-score-log').textContent()).toContain(memo);

      await memberLogin(visitor.page, server.url, member.username);
      await visitor.page.waitForURL((url) => url.pathname.startsWith('/user'));
      await visitor.page.goto(`${server.url}/user/account/integral`);
      await expect.poll(() => visitor.page.getByTestId('ledger-list').textContent()).toContain(memo);

      const article = server.withDb(
        (db) =>
          db
            .prepare(
              "select id, number from content where type = 'instructions' and name = 'how-to-chat' and lang = ?",
            )
            .get(lang) as { id: number; number: number },
      );
      await page.goto(`${server.url}/admin/content?type=instructions&lang=${lang}&quickSearch=how-to-chat`);
      await page.getByTestId(`content-edit-${article.id}`).click();
      await page.getByTestId('content-title').fill(title);
      const markdown = page.getByTestId('content-markdown');
      await markdown.fill(`## ${title}\n\nWritten in the console.`);
      if (device === PHONE) await page.getByText(lang === 'en' ? 'Preview' : '预览', { exact: true }).click();
      await expect
        .poll(() => page.getByTestId('content-preview').textContent())
        .toContain('Written in the console.');
      await page.getByTestId('article-editor-save').click();
      await expect.poll(() => page.getByTestId('article-editor').count()).toBe(0);

      await visitor.page.goto(`${server.url}/instructions/${article.number}`);
      await expect
        .poll(() => visitor.page.getByTestId('article-body').textContent())
        .toContain('Written in the console.');
      await expect.poll(() => visitor.page.getByText(title).count()).toBeGreaterThan(0);

      expect([...operator.errors, ...visitor.errors]).toEqual([]);
      await operator.context.close();
      await visitor.context.close();
    },
  );
});
