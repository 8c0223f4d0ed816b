import { sharedMessages } from '@storefront/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, injectSession, launchBrowser, openPage, PHONE, solveCaptcha } from './support/browser.js';
import { type MailSink, startMailSink } from './support/mail.js';
import { loginByApi, seedMoneyLog } from './support/member.js';
import { makePng } from './support/png.js';
import { type RunningServer, startServer } from './support/server.js';

/** Each journey changes the demo member's email and password, so the second starts where the first ended. */
const journeys = [
  {
    lang: 'en',
    device: DESKTOP,
    isPhone: false,
    emails: ['demo@example.com', 'demo.en@example.com'],
    oldPassword: 'demo123456',
    newPassword: 'Changed-111',
  },
  {
    lang: 'zh-cn',
    device: PHONE,
    isPhone: true,
    emails: ['demo.en@example.com', 'demo.zh@example.com'],
    oldPassword: 'Changed-111',
    newPassword: 'Changed-222',
  },
] as const;

/**
 * The member centre greets by the hour of the browser's clock: one sample hour per greeting (04:00 late
 * night, 07:00 early morning, ...), written out rather than taken from the app's helper.
 */
const greetings = [
  [4, 'greeting.lateNight'],
  [7, 'greeting.earlyMorning'],
  [10, 'greeting.morning'],
  [13, 'greeting.noon'],
  [15, 'greeting.afternoon'],
  [20, 'greeting.evening'],
] as const;

const LEDGER_ROWS = 25;

/** The memos of the ledger rows on screen, in order. */
const shownMemos = (page: Page) =>
  page
    .getByTestId('ledger-list')
    .locator('.ant-table-row td:first-child, .sf-ledger-card-memo')
    .allTextContents();

/** The member's avatar in the header (in the drawer on a phone, which this opens). */
async function headerAvatar(page: Page, isPhone: boolean) {
  if (isPhone) {
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-drawer').waitFor({ state: 'visible' });
  }
  return page.locator('[data-testid="user-dropdown"]:visible img');
}

describe('member centre in the browser', () => {
  let server: RunningServer;
  let mail: MailSink;
  let browser: Browser;
  beforeAll(async () => {
    mail = await startMailSink();
    server = await startServer({ env: { SMTP_URL: mail.url } });
    browser = await launchBrowser();
    seedMoneyLog(server, 'demo', LEDGER_ROWS);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.stop();
  });

  it("plots the 7-day chart in the browser's zone, as its logs show times, and says which zone", async () => {
    const zone = 'America/Los_Angeles';
    const { page, context, errors } = await openPage(browser, { ...DESKTOP, timezoneId: zone });
    await context.addInitScript(() => localStorage.setItem('ba-lang', 'en'));
    await injectSession(context, server.demoLogin());
    // Half past eleven last night in Los Angeles: already today in China.
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '');
    const [hours = 0, minutes = 0] = (offset ?? '+00:00').split(':').map(Number);
    const offsetSeconds = hours * 3600 + Math.sign(hours) * minutes * 60;
    const now = Math.floor(Date.now() / 1000);
    const todayStart = Math.floor((now + offsetSeconds) / 86400) * 86400 - offsetSeconds;
    const lateLastNight = todayStart - 1800;
    server.withDb((db) => {
      const demo = db.prepare("select id, score from user where username = 'demo'").get() as {
        id: number;
        score: number;
      };
      db.prepare(
        'insert into user_score_log (user_id, score, before, after, memo, create_time) values (?, ?, ?, ?, ?, ?)',
      ).run(demo.id, 77, demo.score, demo.score + 77, 'Late night bonus', lateLastNight);
      db.prepare('update user set score = ? where id = ?').run(demo.score + 77, demo.id);
    });
    const yesterday = new Date((lateLastNight + offsetSeconds) * 1000).toISOString().slice(0, 10);

    await page.goto(`${server.url}/user/account/overview`);
    const bands = page.getByTestId('trend-band');
    await expect.poll(() => bands.count()).toBe(7);
    expect(await bands.nth(5).getAttribute('aria-label')).toMatch(
      new RegExp(`^${yesterday}, Points \\+77\\b`),
    );
    expect(await bands.nth(6).getAttribute('aria-label')).not.toContain('+77');
    expect(await page.getByTestId('trend-zone').textContent()).toContain(`UTC${offset}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe.each(journeys)('in $lang at $device.viewport.width px', (journey) => {
    const messages = sharedMessages[journey.lang];
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const uploads: string[] = [];

    beforeAll(async () => {
      ({ context, page, errors } = await openPage(browser, {
        ...journey.device,
        timezoneId: 'Asia/Shanghai',
      }));
      await context.addInitScript((lang) => localStorage.setItem('ba-lang', lang), journey.lang);
      await injectSession(context, server.demoLogin());
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/ajax/upload') uploads.push(request.method());
      });
    });
    afterAll(async () => {
      await context?.close();
    });

    it('greets by the hour of the browser clock, followed by "Welcome back" and the nickname', async () => {
      const clock = await openPage(browser, { ...journey.device, timezoneId: 'Asia/Shanghai' });
      await clock.context.addInitScript((lang) => localStorage.setItem('ba-lang', lang), journey.lang);
      await injectSession(clock.context, server.demoLogin());
      for (const [hour, key] of greetings) {
        const time = `2026-03-10T${String(hour).padStart(2, '0')}:00:00+08:00`;
        await clock.page.clock.setFixedTime(new Date(time));
        await clock.page.goto(`${server.url}/user/account/overview`);
        const greeting = clock.page.getByTestId('greeting');
        await expect.poll(() => greeting.getAttribute('data-greeting')).toBe(key);
        const text = await greeting.textContent();
        expect(text).toContain(messages[key]);
        expect(text).toContain(`${messages['greeting.welcomeBack']}`);
        expect(text).toContain('Demo');
      }
      expect(clock.errors).toEqual([]);
      await clock.context.close();
    });

    it('pages through the balance log, newest first, and changes the page size', async () => {
      await page.goto(`${server.url}/user/account/balance`);
      await expect.poll(() => shownMemos(page)).toHaveLength(10);
      expect((await shownMemos(page))[0]).toBe(`E2E row ${LEDGER_ROWS}`);
      const pagination = page.getByTestId('ledger-pagination');
      await pagination.locator('.ant-pagination-item-2').click();
      await page.waitForURL(/[?&]page=2/);
      await expect.poll(async () => (await shownMemos(page))[0]).toBe(`E2E row ${LEDGER_ROWS - 10}`);
      const change = page.getByTestId('ledger-change').first();
      expect(await change.getAttribute('class')).toMatch(/is-(positive|negative)/);

      await pagination.locator('.ant-pagination-options .ant-select').click();
      const perPage = messages['pagination.perPage'];
      const option = page.locator('.ant-select-item-option', { hasText: `20 ${perPage}` });
      await option.click();
      await page.waitForURL((url) => url.searchParams.get('limit') === '20' && !url.searchParams.has('page'));
      await expect.poll(() => shownMemos(page)).toHaveLength(20);
      await pagination.locator('.ant-pagination-item-2').click();
      await expect.poll(() => shownMemos(page)).toHaveLength(LEDGER_ROWS + 1 - 20);
      expect(errors).toEqual([]);
    });

    it('refuses a non-image avatar before sending, then uploads a cropped PNG the header shows once saved', async () => {
      await page.goto(`${server.url}/user/account/editinfo`);
      const picker = page.locator('[data-testid="avatar-upload"] input[type="file"]');
      // The previous journey already stored an avatar: wait for this upload's path, not that one.
      const before = await page.getByTestId('avatar-upload').getAttribute('data-value');
      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await page.locator('.ant-message', { hasText: messages['upload.typeNotAllowed'] }).waitFor();
      expect(uploads).toEqual([]);

      const colour: [number, number, number] = journey.isPhone ? [220, 38, 38] : [79, 70, 229];
      await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(96, 96, colour) });
      await page.locator('.sf-avatar-crop-modal .ant-btn-primary').click();
      const upload = page.getByTestId('avatar-upload');
      await expect.poll(() => uploads.length, { timeout: 15_000 }).toBe(1);
      await expect.poll(() => upload.getAttribute('data-value'), { timeout: 15_000 }).not.toBe(before);
      const path = (await upload.getAttribute('data-value')) ?? '';
      expect(path).toMatch(/^\/storage\/avatar\/\d{8}\/\w+\.png$/);
      expect(uploads).toEqual(['POST']);

      await page.getByTestId('profile-submit').click();
      await expect
        .poll(() =>
          server.withDb((db) => db.prepare("select avatar from user where username = 'demo'").get()),
        )
        .toEqual({ avatar: path });
      const avatar = await headerAvatar(page, journey.isPhone);
      await expect.poll(() => avatar.getAttribute('src')).toContain(path);
      const image = await fetch(`${server.url}${path}`);
      expect(image.headers.get('content-type')).toContain('image/');
      expect(errors).toEqual([]);
    });

    it('changes the bound email at /verification: a code to the current address, then one to the new', async () => {
      const [current, next] = journey.emails;
      await page.goto(`${server.url}/user/account/profile`);
      await page.getByTestId('profile-email-link').click();
      await page.waitForURL((url) => url.pathname === '/verification');
      const verify = page.getByTestId('verify-current-form');
      await verify.getByTestId('password-input').fill(journey.oldPassword);
      let mailsBefore = mail.count();
      await verify.getByTestId('send-code').click();
      await solveCaptcha(page, server.url, { touch: journey.isPhone });
      await verify.getByTestId('code-input').fill(await mail.waitForCode(current, mailsBefore));
      await verify.getByTestId('verify-submit').click();

      const bind = page.getByTestId('bind-new-form');
      await bind.getByTestId('email-input').fill(next);
      mailsBefore = mail.count();
      await bind.getByTestId('send-code').click();
      await solveCaptcha(page, server.url, { touch: journey.isPhone });
      await expect.poll(() => bind.getByTestId('send-code').getAttribute('data-countdown')).not.toBe('0');
      await bind.getByTestId('code-input').fill(await mail.waitForCode(next, mailsBefore));
      await bind.getByTestId('bind-submit').click();
      await page.getByTestId('verification-done').waitFor();
      const stored = server.withDb((db) =>
        db.prepare("select email from user where username = 'demo'").get(),
      );
      expect(stored).toEqual({ email: next });
      expect(errors).toEqual([]);
    });

    it('changes the password: confirmation must match, success logs out (guests meet the login page), the old password fails', async () => {
      await page.goto(`${server.url}/user/account/changePassword`);
      const form = page.getByTestId('change-password-form');
      await form.getByTestId('oldPassword-input').fill(journey.oldPassword);
      await form.getByTestId('newPassword-input').fill(journey.newPassword);
      await form.getByTestId('confirm-input').fill(`${journey.newPassword}x`);
      await form.getByTestId('change-password-submit').click();
      await form.getByText(messages['validation.passwordMismatch']).waitFor();

      await form.getByTestId('confirm-input').fill(journey.newPassword);
      await form.getByTestId('change-password-submit').click();
      await page.waitForURL((url) => url.pathname === '/user/login');
      await page.getByTestId('login-form').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('ba-user-token'))).toBeNull();

      await page.goto(`${server.url}/verification?type=email`);
      await page.waitForURL((url) => url.pathname === '/user/login');
      expect(new URL(page.url()).searchParams.get('to')).toBe('/verification?type=email');

      expect((await loginByApi(server, 'demo', journey.oldPassword)).code).toBe(0);
      expect((await loginByApi(server, 'demo', journey.newPassword)).code).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
