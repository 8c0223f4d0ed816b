import { DEFAULT_AVATAR } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, lastOutboxCode, uniqueMobile } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';
import { startServerWithMail, type TMailCatcher } from '../../test/mail-server.js';

const PASSWORD = 'Secret#123';
const uniqueName = () => `b${Math.random().toString(36).slice(2, 12)}`;
/** BuildAdmin's forms name their click captcha with a fresh UUID; with the captcha off nothing is asked of it. */
const CAPTCHA_ID = 'b8d2c1e0-5f3a-4c2b-9e1d-7a6f5e4d3c2b';

/**
 * The bodies BuildAdmin's own member client posts, field for field: its forms send their whole state, so a
 * profile save carries the complete user info the server handed out, tokens and money included.
 */
describe.each(TEST_DIALECTS)("BuildAdmin's member client on %s", (dialect) => {
  let server: TestServer;
  let mail: TMailCatcher;
  beforeAll(async () => ({ server, mail } = await startServerWithMail(dialect)));
  afterAll(() => server.close());

  /** Logs in as BuildAdmin's login form does and gives the user info it stores and later posts back. */
  const signIn = async (username: string, password = PASSWORD) => {
    const { body } = await server.post(
      '/api/user/checkIn',
      {
        tab: 'login',
        email: '',
        mobile: '',
        username,
        password,
        captcha: '',
        keep: false,
        captchaId: CAPTCHA_ID,
        registerType: 'email',
      },
      EN,
    );
    expect(body).toMatchObject({ code: 1 });
    const userInfo: TestBody = body.data.userInfo;
    return { userInfo, headers: { 'ba-user-token': userInfo.token, ...EN } };
  };
  const storedAvatar = async (id: number) =>
    (
      await server.database.db
        .selectFrom('user')
        .select('avatar')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).avatar;

  it('saves a profile posted as the whole user info, with the default avatar the server handed out', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const { userInfo, headers } = await signIn(member.username);
    expect(userInfo.avatar).toBe(DEFAULT_AVATAR);
    const { body } = await server.post(
      '/api/account/profile',
      { ...userInfo, nickname: 'renamed', birthday: null, motto: null },
      headers,
    );
    expect(body).toMatchObject({ code: 1, msg: 'Profile saved' });
    expect(await storedAvatar(member.id)).toBe('');
    const row = await server.database.db
      .selectFrom('user')
      .select(['nickname', 'birthday', 'motto', 'money', 'score'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nickname: 'renamed', birthday: null, motto: '' });
    expect(Number(row.money)).toBe(0);
  });

  it("stores an upload's relative path or its full URL on this host as the relative path", async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const { userInfo, headers } = await signIn(member.username);
    const path = '/storage/avatar/20261124/0f1e2d3c4b5a69788796a5b4c3d2e1f0.png';
    expect(
      (await server.post('/api/account/profile', { ...userInfo, avatar: path }, headers)).body.code,
    ).toBe(1);
    expect(await storedAvatar(member.id)).toBe(path);

    const full = `${server.url}${path}`;
    expect(
      (await server.post('/api/account/profile', { ...userInfo, avatar: full }, headers)).body.code,
    ).toBe(1);
    expect(await storedAvatar(member.id)).toBe(path);

    const after = await server.post('/api/user/checkIn', {
      tab: 'login',
      username: member.username,
      password: PASSWORD,
    });
    expect(after.body.data.userInfo.avatar).toBe(path);
  });

  it('keeps refusing avatars the server never handed out', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const { userInfo, headers } = await signIn(member.username);
    for (const avatar of ['javascript:alert(1)', '/storage/../app.db', '/etc/passwd', 'data:text/html,x']) {
      const { body } = await server.post('/api/account/profile', { ...userInfo, avatar }, headers);
      expect(body, avatar).toMatchObject({ code: 0, data: { field: 'avatar' } });
    }
  });

  it('changes the password with the confirmation field its form also sends', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const { headers } = await signIn(member.username);
    const { body } = await server.post(
      '/api/account/changePassword',
      { oldPassword: PASSWORD, newPassword: 'Next#4567', confirmPassword: 'Next#4567' },
      headers,
    );
    expect(body).toMatchObject({ code: 1 });
    await signIn(member.username, 'Next#4567');
  });

  it('binds an email and then a mobile from its bind dialog, which posts every field of the dialog', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const { headers } = await signIn(member.username);
    const email = `${uniqueName()}@example.com`;
    const sent = await server.post(
      '/api/Ems/send',
      { email, event: 'user_change_email', captchaId: CAPTCHA_ID, captchaInfo: '' },
      headers,
    );
    expect(sent.body).toMatchObject({ code: 1 });
    const bindEmail = await server.post(
      '/api/account/changeBind',
      {
        type: 'email',
        accountVerificationToken: '',
        password: PASSWORD,
        email,
        mobile: '',
        captcha: mail.lastCode(email),
      },
      headers,
    );
    expect(bindEmail.body).toMatchObject({ code: 1, msg: 'Binding succeeded' });

    const mobile = uniqueMobile();
    await server.post(
      '/api/Sms/send',
      { mobile, template_code: 'user_change_mobile', captchaId: CAPTCHA_ID, captchaInfo: '' },
      headers,
    );
    const bindMobile = await server.post(
      '/api/account/changeBind',
      {
        type: 'mobile',
        accountVerificationToken: '',
        password: PASSWORD,
        email: '',
        mobile,
        captcha: await lastOutboxCode(server.database.db, mobile),
      },
      headers,
    );
    expect(bindMobile.body).toMatchObject({ code: 1 });
    const info = await server.data('/api/index/index', headers);
    expect(info.userInfo).toMatchObject({ email, mobile });
  });

  it.each(['email', 'mobile'] as const)(
    'changes a bound %s: its verify dialog, then its bind dialog with the token and the password left empty',
    async (type) => {
      const address = () => (type === 'email' ? `${uniqueName()}@example.com` : uniqueMobile());
      const current = address();
      const member = await createMember(server.database.db, { password: PASSWORD, [type]: current });
      const { headers } = await signIn(member.username);
      // Its common API names the event `event` for mail and `template_code` for SMS.
      const sendCode = (to: string, event: string, extra: Record<string, string>) =>
        type === 'email'
          ? server.post('/api/Ems/send', { email: to, event, ...extra }, headers)
          : server.post('/api/Sms/send', { mobile: to, template_code: event, ...extra }, headers);
      const codeOf = async (to: string) =>
        type === 'email' ? mail.lastCode(to) : await lastOutboxCode(server.database.db, to);

      const captcha = { captchaId: CAPTCHA_ID, captchaInfo: '' };
      const sentVerify = await sendCode(current, `user_${type}_verify`, { password: PASSWORD, ...captcha });
      expect(sentVerify.body).toMatchObject({ code: 1 });
      const verified = await server.post(
        '/api/account/verification',
        { type, captcha: await codeOf(current) },
        headers,
      );
      expect(verified.body).toMatchObject({ code: 1, data: { type } });

      const next = address();
      expect((await sendCode(next, `user_change_${type}`, captcha)).body).toMatchObject({ code: 1 });
      const changed = await server.post(
        '/api/account/changeBind',
        {
          type,
          accountVerificationToken: verified.body.data.accountVerificationToken,
          password: '',
          email: type === 'email' ? next : '',
          mobile: type === 'mobile' ? next : '',
          captcha: await codeOf(next),
        },
        headers,
      );
      expect(changed.body).toMatchObject({ code: 1 });
      const info = await server.data('/api/index/index', headers);
      expect(info.userInfo[type]).toBe(next);
    },
  );

  it.each(['email', 'mobile'] as const)(
    'registers with a %s code, its form carrying the other channel empty',
    async (type) => {
      const address = type === 'email' ? `${uniqueName()}@example.com` : uniqueMobile();
      const form = {
        tab: 'register',
        email: type === 'email' ? address : '',
        mobile: type === 'mobile' ? address : '',
        username: uniqueName(),
        password: PASSWORD,
        captcha: '',
        keep: false,
        captchaId: CAPTCHA_ID,
        registerType: type,
      };
      // Its common API names the event `event` for mail and `template_code` for SMS.
      const sent =
        type === 'email'
          ? await server.post(
              '/api/Ems/send',
              { email: address, event: 'user_register', captchaId: CAPTCHA_ID },
              EN,
            )
          : await server.post(
              '/api/Sms/send',
              { mobile: address, template_code: 'user_register', captchaId: CAPTCHA_ID },
              EN,
            );
      expect(sent.body).toMatchObject({ code: 1 });
      const code =
        type === 'email' ? mail.lastCode(address) : await lastOutboxCode(server.database.db, address);
      const { body } = await server.post('/api/user/checkIn', { ...form, captcha: code }, EN);
      expect(body).toMatchObject({
        code: 1,
        data: { userInfo: { username: form.username, [type]: address } },
      });
    },
  );

  it.each(['email', 'mobile'] as const)(
    'retrieves a password by %s with the four fields of its dialog',
    async (type) => {
      const account = type === 'email' ? `${uniqueName()}@example.com` : uniqueMobile();
      const member = await createMember(server.database.db, { password: PASSWORD, [type]: account });
      const captcha = { captchaId: CAPTCHA_ID, captchaInfo: '' };
      const sent =
        type === 'email'
          ? await server.post('/api/Ems/send', { email: account, event: 'user_retrieve_pwd', ...captcha }, EN)
          : await server.post(
              '/api/Sms/send',
              { mobile: account, template_code: 'user_retrieve_pwd', ...captcha },
              EN,
            );
      expect(sent.body).toMatchObject({ code: 1 });
      const code =
        type === 'email' ? mail.lastCode(account) : await lastOutboxCode(server.database.db, account);
      const { body } = await server.post(
        '/api/account/retrievePassword',
        { type, account, captcha: code, password: 'Again#789' },
        EN,
      );
      expect(body).toMatchObject({ code: 1 });
      await signIn(member.username, 'Again#789');
    },
  );
});
