import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { hashToken } from '../../lib/token.js';
import { createMember, lastOutboxCode, loginAs, uniqueMobile } from '../../test/factories.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { startServerWithMail, type TMailCatcher } from '../../test/mail-server.js';
import { REFRESH_GRACE_SECONDS } from './tokens.js';

const CHECK_IN = '/api/user/checkIn';
const PASSWORD = 'Secret#123';
const uniqueName = () => `u${Math.random().toString(36).slice(2, 12)}`;
const login = (username: string, password = PASSWORD, keep = false) => ({
  tab: 'login',
  username,
  password,
  keep,
});

describe.each(TEST_DIALECTS)('accounts on %s', (dialect) => {
  let server: TestServer;
  let mail: TMailCatcher;
  beforeAll(async () => ({ server, mail } = await startServerWithMail(dialect)));
  afterAll(() => server.close());

  it('offers email and mobile codes when SMTP is configured, and no login captcha with CAPTCHA=off', async () => {
    const { body } = await server.request(CHECK_IN);
    expect(body).toMatchObject({
      code: 1,
      data: { userLoginCaptchaSwitch: false, accountVerificationType: ['email', 'mobile'] },
    });
  });

  it('registers by email with the code from the mail, then logs in by username, email and mobile', async () => {
    const username = uniqueName();
    const email = `${username}@Example.com`;
    const sent = await server.post('/api/Ems/send', { email, event: 'user_register' });
    expect(sent.body).toMatchObject({ code: 1, msg: '邮件发送成功~' });
    const code = mail.lastCode(email.toLowerCase());

    const registered = await server.post(
      CHECK_IN,
      { tab: 'register', username, password: PASSWORD, registerType: 'email', email, captcha: code },
      { 'think-lang': 'en' },
    );
    expect(registered.body).toMatchObject({ code: 1, msg: 'Registration succeeded!' });
    expect(registered.body.data.routePath).toBe('/user');
    expect(registered.body.data.userInfo).toMatchObject({
      username,
      nickname: username,
      email: email.toLowerCase(),
    });
    expect(registered.body.data.userInfo.token).toHaveLength(43);
    expect(registered.body.data.userInfo).not.toHaveProperty('password');

    const mobile = uniqueMobile();
    await server.database.db.updateTable('user').set({ mobile }).where('username', '=', username).execute();
    for (const name of [username, email.toUpperCase(), mobile]) {
      const { body } = await server.post(CHECK_IN, login(name));
      expect(body.code, name).toBe(1);
      expect(body.data.userInfo.username).toBe(username);
    }
  });

  it('does not register twice with the same username, or with a used code', async () => {
    const member = await createMember(server.database.db);
    const email = `${uniqueName()}@example.com`;
    await server.post('/api/Ems/send', { email, event: 'user_register' });
    const code = mail.lastCode(email);
    const body = {
      tab: 'register',
      username: member.username,
      password: PASSWORD,
      registerType: 'email',
      email,
      captcha: code,
    };
    const taken = await server.post(CHECK_IN, body, { 'think-lang': 'en' });
    expect(taken.body).toMatchObject({ code: 0, msg: 'This username is already taken' });
    const fresh = await server.post(CHECK_IN, { ...body, username: uniqueName() });
    expect(fresh.body.code).toBe(1);
    const reused = await server.post(CHECK_IN, { ...body, username: uniqueName() }, { 'think-lang': 'en' });
    expect(reused.body.msg).toBe('This email is already registered');
  });

  it('answers an unknown account and a wrong password identically', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const unknown = await server.post(CHECK_IN, login(uniqueName(), 'Wrong#123'));
    const wrong = await server.post(CHECK_IN, login(member.username, 'Wrong#123'));
    expect(unknown.status).toBe(wrong.status);
    expect({ ...unknown.body, time: 0 }).toEqual({ ...wrong.body, time: 0 });
    expect(wrong.body).toMatchObject({ code: 0, msg: '账户或密码不正确', data: null });
  });

  it('locks an account at the 11th try after 10 failures, even with the right password, until a reset', async () => {
    const mobile = uniqueMobile();
    const member = await createMember(server.database.db, { password: PASSWORD, mobile });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { body } = await server.post(CHECK_IN, login(member.username, 'Wrong#123'));
      expect(body.msg, `attempt ${attempt}`).toBe('账户或密码不正确');
    }
    const locked = await server.post(CHECK_IN, login(member.username), { 'think-lang': 'en' });
    expect(locked.body.code).toBe(0);
    expect(locked.body.msg).toBe(
      'Too many failed login attempts. Please try again in 15 minutes or reset your password',
    );
    const byMobile = await server.post(CHECK_IN, login(mobile));
    expect(byMobile.body.code).toBe(0);

    await server.post('/api/Sms/send', { mobile, template_code: 'user_retrieve_pwd' });
    const code = await lastOutboxCode(server.database.db, mobile);
    const reset = await server.post('/api/account/retrievePassword', {
      type: 'mobile',
      account: mobile,
      captcha: code,
      password: 'Changed#456',
    });
    expect(reset.body.code).toBe(1);
    const after = await server.post(CHECK_IN, login(member.username, 'Changed#456'));
    expect(after.body.code).toBe(1);
  });

  it('locks unknown names the same way, so a lock tells nothing', async () => {
    const name = uniqueName();
    for (let attempt = 1; attempt <= 10; attempt++) await server.post(CHECK_IN, login(name));
    const { body } = await server.post(CHECK_IN, login(name));
    expect(body.msg).toMatch(/15 分钟/);
  });

  it('rotates the refresh token; one reused after the grace window is refused and ends that login', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const { body } = await server.post(CHECK_IN, login(member.username, PASSWORD, true));
    const first = body.data.userInfo.refresh_token as string;
    expect(first).toHaveLength(43);

    const rotated = await server.post('/api/common/refreshToken', { refreshToken: first });
    expect(rotated.body.data).toMatchObject({ type: 'user-refresh' });
    const { token, refresh_token: second } = rotated.body.data;
    expect(second).not.toBe(first);
    const page = await server.request('/api/index/index?requiredLogin=1', {
      headers: { 'ba-user-token': token },
    });
    expect(page.body.code).toBe(1);

    // Past the grace window in which a second tab gets the same pair (refresh-grace.test.ts).
    await server.database.db
      .updateTable('token')
      .set({ used_time: nowSeconds() - REFRESH_GRACE_SECONDS - 1 })
      .where('token', '=', hashToken(first))
      .execute();
    const reused = await server.post(
      '/api/common/refreshToken',
      { refreshToken: first },
      { 'think-lang': 'en' },
    );
    expect(reused.body).toMatchObject({ code: 0, msg: 'Your login has expired, please log in again' });
    const revoked = await server.request('/api/index/index?requiredLogin=1', {
      headers: { 'ba-user-token': token },
    });
    expect(revoked.body.code).toBe(303);
    const secondToo = await server.post('/api/common/refreshToken', { refreshToken: second });
    expect(secondToo.body.code).toBe(0);
  });

  it('logout deletes both tokens, and requiredLogin=1 is then 303 need login', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const { body } = await server.post(CHECK_IN, login(member.username, PASSWORD, true));
    const { token, refresh_token } = body.data.userInfo;
    const out = await server.post(
      '/api/user/logout',
      { refreshToken: refresh_token },
      { 'ba-user-token': token },
    );
    expect(out.body.code).toBe(1);
    const rows = await server.database.db
      .selectFrom('token')
      .select('token')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
    const page = await server.request('/api/index/index?requiredLogin=1', {
      headers: { 'ba-user-token': token },
    });
    expect(page.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    const refresh = await server.post('/api/common/refreshToken', { refreshToken: refresh_token });
    expect(refresh.body.code).toBe(0);
  });

  it('accepts BuildAdmin refresh_token on logout and ends the whole login with it', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const { body } = await server.post(CHECK_IN, login(member.username, PASSWORD, true));
    await server.post('/api/user/logout', { refresh_token: body.data.userInfo.refresh_token });
    const page = await server.request('/api/index/index?requiredLogin=1', {
      headers: { 'ba-user-token': body.data.userInfo.token },
    });
    expect(page.body.code).toBe(303);
  });

  it('refuses a disabled account only after the right password', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD, status: 'disable' });
    const wrong = await server.post(CHECK_IN, login(member.username, 'Wrong#123'));
    expect(wrong.body.msg).toBe('账户或密码不正确');
    const right = await server.post(CHECK_IN, login(member.username), { 'think-lang': 'en' });
    expect(right.body).toMatchObject({ code: 0, msg: 'This account has been disabled' });
  });

  it('tells a logged-in member 303 logged in', async () => {
    const member = await createMember(server.database.db);
    const token = await loginAs(server.database.db, member.id);
    const { body } = await server.request(CHECK_IN, { headers: { 'ba-user-token': token } });
    expect(body).toMatchObject({ code: 303, data: { type: 'logged in' } });
  });

  it('code login registers a first-time mobile with a masked nickname, and logs it in again later', async () => {
    const mobile = uniqueMobile();
    await server.post('/api/Sms/send', { mobile, template_code: 'user_login' });
    const first = await server.post('/api/user/codeLogin', {
      type: 'mobile',
      account: mobile,
      captcha: await lastOutboxCode(server.database.db, mobile),
    });
    expect(first.body.code).toBe(1);
    expect(first.body.data.userInfo).toMatchObject({
      mobile,
      nickname: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
    });

    await server.database.db
      .updateTable('verification_code')
      .set({ create_time: 0 })
      .where('address', '=', mobile)
      .execute();
    await server.post('/api/Sms/send', { mobile, template_code: 'user_login' });
    const again = await server.post('/api/user/codeLogin', {
      type: 'mobile',
      account: mobile,
      captcha: await lastOutboxCode(server.database.db, mobile),
    });
    expect(again.body.data.userInfo.id).toBe(first.body.data.userInfo.id);
  });

  it('shows the field rule for a malformed account before looking anything up', async () => {
    const { body } = await server.post(CHECK_IN, login('1abc'), { 'think-lang': 'en' });
    expect(body).toMatchObject({ code: 0, msg: 'Please enter the correct account' });
  });
});

describe('login limits per IP', () => {
  it('answers the 51st attempt within 15 minutes with 429 and when to retry', async () => {
    const server = await startTestServer('sqlite', { CAPTCHA: 'off' });
    try {
      for (let attempt = 1; attempt <= 50; attempt++) {
        const { status } = await server.post(CHECK_IN, login(uniqueName()));
        expect(status).toBe(200);
      }
      const { status, headers, body } = await server.post(CHECK_IN, login(uniqueName()), {
        'think-lang': 'en',
      });
      expect(status).toBe(429);
      expect(Number(headers.get('retry-after'))).toBeGreaterThan(800);
      expect(body.msg).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    } finally {
      await server.close();
    }
  });
});
