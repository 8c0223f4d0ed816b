import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, solveCaptcha } from './support/browser.js';
import { type MailSink, startMailSink } from './support/mail.js';
import { type RunningServer, startServer } from './support/server.js';

const journeys = [
  {
    lang: 'en',
    device: DESKTOP,
    isTouch: false,
    registerPath: '/login?type=register',
    logout: 'Log out',
    accountError: 'Please enter the correct account',
  },
  {
    lang: 'zh-cn',
    device: PHONE,
    isTouch: true,
    registerPath: '/register',
    logout: '退出登录',
    accountError: '请输入正确的账户',
  },
] as const;

type TStored = { id?: number; token?: string; refresh_token?: string } | null;

const readSession = (page: Page): Promise<TStored> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));

/** The error shown under the form field (ours, or antd's form item) that holds the input with this test id. */
const fieldError = (page: Page, testId: string) =>
  page
    .locator('.sf-form-field, .ant-form-item', { has: page.getByTestId(testId) })
    .locator('.sf-form-field-error, .ant-form-item-explain-error')
    .first()
    .textContent({ timeout: 5_000 });

const isMemberPage = (url: URL) =>
  url.pathname.startsWith('/user/') && !url.pathname.startsWith('/user/login');

describe('accounts in the browser (captcha on, codes by email)', () => {
  let server: RunningServer;
  let mail: MailSink;
  let browser: Browser;
  beforeAll(async () => {
    mail = await startMailSink();
    server = await startServer({ captcha: 'on', env: { SMTP_URL: mail.url } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.stop();
  });

  describe.each(journeys)('in $lang at $device.viewport.width px', (journey) => {
    const user = {
      username: `alice_${journey.lang.slice(0, 2)}`,
      password: 'Secret-123',
      email: `alice.${journey.lang}@example.com`,
    };
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const posts: string[] = [];

    beforeAll(async () => {
      ({ context, page, errors } = await openPage(browser, journey.device));
      await context.addInitScript((lang) => localStorage.setItem('ba-lang', lang), journey.lang);
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
      });
    });
    afterAll(async () => {
      await context?.close();
    });

    it('shows the account format message under the field and sends nothing', async () => {
      await page.goto(`${server.url}/login`);
      await page.getByTestId('username-input').fill('1abc');
      await page.getByTestId('password-input').fill(user.password);
      await page.getByTestId('login-submit').click();
      expect(await fieldError(page, 'username-input')).toBe(journey.accountError);
      await page.waitForTimeout(300);
      expect(posts).not.toContain('/api/user/checkIn');
      expect(await page.getByTestId('captcha-modal').count()).toBe(0);
    });

    it('registers by email (captcha, then the mailed code) and lands in the member centre', async () => {
      await page.goto(`${server.url}${journey.registerPath}`);
      const form = page.getByTestId('register-form');
      await form.getByTestId('username-input').fill(user.username);
      await form.getByTestId('password-input').fill(user.password);
      await form.getByTestId('email-input').fill(user.email);
      const mailsBefore = mail.count();
      await form.getByTestId('send-code').click();
      await solveCaptcha(page, server.url, { touch: journey.isTouch });
      const code = await mail.waitForCode(user.email, mailsBefore);
      await expect.poll(() => form.getByTestId('send-code').getAttribute('data-countdown')).not.toBe('0');
      await form.getByTestId('code-input').fill(code);
      await form.getByTestId('register-submit').click();
      await page.waitForURL(isMemberPage);
      const session = await readSession(page);
      expect(session?.id).toBeGreaterThan(0);
      expect(session?.token).toBeTruthy();
    });

    it('logs out back to the site, logged out, with both tokens gone on the server', async () => {
      const session = await readSession(page);
      if (journey.isTouch) await page.getByTestId('mobile-menu-button').click();
      await page.getByTestId('user-dropdown').click();
      await page.getByRole('menuitem', { name: journey.logout }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await readSession(page)).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('ba-user-token'))).toBeNull();
      const left = server.withDb(
        (db) =>
          db.prepare('select count(*) as n from token where user_id = ?').get(session?.id) as { n: number },
      );
      expect(left.n).toBe(0);
    });

    it('logs in with the username and remember me, and follows ?to= back to the page asked for', async () => {
      await page.goto(`${server.url}/user/login?to=${encodeURIComponent('/user/account/profile')}`);
      const form = page.getByTestId('login-form');
      await form.getByTestId('username-input').fill(user.username);
      await form.getByTestId('password-input').fill(user.password);
      await form.getByTestId('keep-checkbox').check();
      await form.getByTestId('login-submit').click();
      await solveCaptcha(page, server.url, { touch: journey.isTouch });
      await page.waitForURL((url) => url.pathname === '/user/account/profile');
      expect((await readSession(page))?.refresh_token).toBeTruthy();
    });

    it('remember me survives an expired auth token: one refresh, the page keeps working', async () => {
      const before = await readSession(page);
      server.withDb((db) => db.prepare("update token set expire_time = 1 where type = 'user'").run());
      const refreshesBefore = posts.filter((path) => path === '/api/common/refreshToken').length;
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/user/account/profile');
      const after = await readSession(page);
      expect(posts.filter((path) => path === '/api/common/refreshToken').length).toBe(refreshesBefore + 1);
      expect(after?.token).toBeTruthy();
      expect(after?.token).not.toBe(before?.token);
      expect(after?.refresh_token).not.toBe(before?.refresh_token);
      await page.goto(`${server.url}/user/account/overview`);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/user/account/overview');
      expect(errors).toEqual([]);
    });

    it('resets a forgotten password by email code, then logs in by email with the new one', async () => {
      await page.evaluate(() => localStorage.removeItem('userInfo'));
      await page.evaluate(() => localStorage.removeItem('ba-user-token'));
      await page.goto(`${server.url}/login`);
      await page.getByTestId('forgot-password').click();
      const form = page.getByTestId('retrieve-form');
      await form.getByTestId('email-input').fill(user.email);
      const mailsBefore = mail.count();
      await form.getByTestId('send-code').click();
      await solveCaptcha(page, server.url, { touch: journey.isTouch });
      await form.getByTestId('code-input').fill(await mail.waitForCode(user.email, mailsBefore));
      await form.getByTestId('password-input').fill('Renewed-456');
      await form.getByTestId('confirm-input').fill('Renewed-456');
      await form.getByTestId('retrieve-submit').click();
      await form.waitFor({ state: 'detached' });
      const login = page.getByTestId('login-form');
      expect(await login.getByTestId('username-input').inputValue()).toBe(user.email);
      await login.getByTestId('password-input').fill('Renewed-456');
      await login.getByTestId('login-submit').click();
      await solveCaptcha(page, server.url, { touch: journey.isTouch });
      await page.waitForURL(isMemberPage);
    });

    it('logs in with a one-time code sent by email', async () => {
      await page.evaluate(() => localStorage.removeItem('userInfo'));
      await page.evaluate(() => localStorage.removeItem('ba-user-token'));
      await page.goto(`${server.url}/yzlogin`);
      const form = page.getByTestId('code-login-form');
      await form.getByTestId('email-input').fill(user.email);
      const mailsBefore = mail.count();
      await form.getByTestId('send-code').click();
      await solveCaptcha(page, server.url, { touch: journey.isTouch });
      await form.getByTestId('code-input').fill(await mail.waitForCode(user.email, mailsBefore));
      await form.getByTestId('login-submit').click();
      await page.waitForURL(isMemberPage);
      expect((await readSession(page))?.id).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });
});
