import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, lastOutboxCode, loginAs, uniqueMobile } from '../../test/factories.js';
import { EN, startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { startServerWithMail, type TMailCatcher } from '../../test/mail-server.js';

const PASSWORD = 'Secret#123';
const uniqueEmail = () => `c${Math.random().toString(36).slice(2, 12)}@example.com`;
const retrieve = (mobile: string, captcha: string) => ({
  type: 'mobile',
  account: mobile,
  captcha,
  password: 'Changed#456',
});

describe.each(TEST_DIALECTS)('verification codes on %s', (dialect) => {
  let server: TestServer;
  let mail: TMailCatcher;
  const sendSms = (mobile: string, event: string, headers: Record<string, string> = EN) =>
    server.post('/api/Sms/send', { mobile, template_code: event }, headers);
  const memberWithMobile = async () => {
    const mobile = uniqueMobile();
    await createMember(server.database.db, { password: PASSWORD, mobile });
    return mobile;
  };

  beforeAll(async () => ({ server, mail } = await startServerWithMail(dialect)));
  afterAll(() => server.close());

  it('mails a code in the request language and stores only its hash', async () => {
    const email = uniqueEmail();
    const { body } = await server.post('/api/Ems/send', { email, event: 'user_register' }, EN);
    expect(body).toMatchObject({ code: 1, msg: 'Mail sent successfully~' });
    const sent = mail.mails.at(-1);
    expect(sent?.subject).toBe('Storefront AI: your verification code');
    expect(sent?.text).toMatch(/for registration is \d{6}\. It is valid for 10 minutes/);
    const code = mail.lastCode(email);
    const row = await server.database.db
      .selectFrom('verification_code')
      .selectAll()
      .where('address', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('refuses a resend within 60 seconds', async () => {
    const mobile = uniqueMobile();
    expect((await sendSms(mobile, 'user_login')).body.code).toBe(1);
    const again = await sendSms(mobile, 'user_login');
    expect(again.body).toMatchObject({ code: 0, msg: 'Frequent SMS sending' });
    const email = uniqueEmail();
    await server.post('/api/Ems/send', { email, event: 'user_login' });
    const mailAgain = await server.post('/api/Ems/send', { email, event: 'user_login' }, EN);
    expect(mailAgain.body.msg).toBe('Frequent email sending');
  });

  it('refuses the right code after 5 wrong ones', async () => {
    const mobile = await memberWithMobile();
    await sendSms(mobile, 'user_retrieve_pwd');
    const code = await lastOutboxCode(server.database.db, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { body } = await server.post('/api/account/retrievePassword', retrieve(mobile, wrong), EN);
      expect(body.msg).toBe('Verification code error');
    }
    const right = await server.post('/api/account/retrievePassword', retrieve(mobile, code), EN);
    expect(right.body).toMatchObject({ code: 0, msg: 'Verification code error' });
  });

  it('accepts the right code after 4 wrong ones, once', async () => {
    const mobile = await memberWithMobile();
    await sendSms(mobile, 'user_retrieve_pwd');
    const code = await lastOutboxCode(server.database.db, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await server.post('/api/account/retrievePassword', retrieve(mobile, wrong));
    }
    expect((await server.post('/api/account/retrievePassword', retrieve(mobile, code))).body.code).toBe(1);
    expect((await server.post('/api/account/retrievePassword', retrieve(mobile, code))).body.code).toBe(0);
  });

  it('refuses an expired code', async () => {
    const mobile = await memberWithMobile();
    await sendSms(mobile, 'user_retrieve_pwd');
    const code = await lastOutboxCode(server.database.db, mobile);
    await server.database.db
      .updateTable('verification_code')
      .set({ expire_time: 1 })
      .where('address', '=', mobile)
      .execute();
    const { body } = await server.post('/api/account/retrievePassword', retrieve(mobile, code), EN);
    expect(body).toMatchObject({ code: 0, msg: 'Verification code error' });
  });

  it('refuses a code sent for another event', async () => {
    const mobile = await memberWithMobile();
    await sendSms(mobile, 'user_login');
    const code = await lastOutboxCode(server.database.db, mobile);
    const { body } = await server.post('/api/account/retrievePassword', retrieve(mobile, code), EN);
    expect(body.msg).toBe('Verification code error');
    const login = await server.post('/api/user/codeLogin', {
      type: 'mobile',
      account: mobile,
      captcha: code,
    });
    expect(login.body.code).toBe(1);
  });

  it('checks each event’s precondition on the address', async () => {
    const mobile = await memberWithMobile();
    expect((await sendSms(mobile, 'user_register')).body.msg).toBe(
      'This mobile number is already registered',
    );
    // A reset code for an unknown number is answered as sent (retrieve-enumeration.test.ts checks it).
    expect((await sendSms(uniqueMobile(), 'user_retrieve_pwd')).body.msg).toBe('SMS sent successfully');
    const needLogin = await sendSms(mobile, 'user_mobile_verify');
    expect(needLogin.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    const wrongChannel = await server.post('/api/Ems/send', {
      email: uniqueEmail(),
      event: 'user_mobile_verify',
    });
    expect(wrongChannel.body.code).toBe(0);
  });

  it('sends verify codes only to the member’s own address with the right password', async () => {
    const mobile = uniqueMobile();
    const member = await createMember(server.database.db, { password: PASSWORD, mobile });
    const auth = { ...EN, 'ba-user-token': await loginAs(server.database.db, member.id) };
    const send = (body: Record<string, string>) =>
      server.post('/api/Sms/send', { template_code: 'user_mobile_verify', ...body }, auth);
    expect((await send({ mobile: uniqueMobile(), password: PASSWORD })).body.msg).toBe(
      'This is not the address bound to your account',
    );
    expect((await send({ mobile, password: 'Wrong#123' })).body.msg).toBe('Incorrect password');
    expect((await send({ mobile, password: PASSWORD })).body.code).toBe(1);
    const change = await server.post('/api/Sms/send', { mobile, template_code: 'user_change_mobile' }, auth);
    expect(change.body.msg).toBe('This mobile number is already registered');
  });

  it('keeps no code when the mail server refuses the message', async () => {
    const email = uniqueEmail();
    mail.state.fail = true;
    try {
      const { body, status } = await server.post('/api/Ems/send', { email, event: 'user_register' }, EN);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 0, msg: 'Sending failed, please try again later' });
    } finally {
      mail.state.fail = false;
    }
    const rows = await server.database.db
      .selectFrom('verification_code')
      .select('id')
      .where('address', '=', email)
      .execute();
    expect(rows).toEqual([]);
    expect((await server.post('/api/Ems/send', { email, event: 'user_register' })).body.code).toBe(1);
  });

  it('requires a solved captcha when captchas are on', async () => {
    const strict = await startTestServer(dialect, { SMTP_URL: mail.url });
    try {
      const { body } = await strict.post(
        '/api/Sms/send',
        {
          mobile: uniqueMobile(),
          template_code: 'user_login',
          captchaId: 'missing-captcha',
          captchaInfo: '1,1-2,2;350;200',
        },
        EN,
      );
      expect(body).toMatchObject({ code: 0, msg: 'The correct area is not clicked, please try again!' });
    } finally {
      await strict.close();
    }
  });
});

describe('code sending without SMTP', () => {
  it('leaves email out of the offered channels and limits sends per IP', async () => {
    const server = await startTestServer('sqlite', { CAPTCHA: 'off' });
    try {
      const { body } = await server.request('/api/user/checkIn');
      expect(body.data.accountVerificationType).toEqual(['mobile']);
      for (let send = 1; send <= 20; send++) {
        const { status } = await server.post('/api/Sms/send', {
          mobile: uniqueMobile(),
          template_code: 'user_login',
        });
        expect(status).toBe(200);
      }
      const limited = await server.post('/api/Sms/send', {
        mobile: uniqueMobile(),
        template_code: 'user_login',
      });
      expect(limited.status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
