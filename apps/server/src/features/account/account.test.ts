import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_OFFSET_SECONDS, nowSeconds } from '../../lib/clock.js';
import { createMember, loginAs } from '../../test/factories.js';
import { TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { startServerWithMail, type TMailCatcher } from '../../test/mail-server.js';

const PASSWORD = 'Secret#123';
const uniqueName = () => `a${Math.random().toString(36).slice(2, 12)}`;

describe.each(TEST_DIALECTS)('member centre API on %s', (dialect) => {
  let server: TestServer;
  let mail: TMailCatcher;
  beforeAll(async () => ({ server, mail } = await startServerWithMail(dialect)));
  afterAll(() => server.close());

  const memberSession = async (overrides: Parameters<typeof createMember>[1] = {}) => {
    const member = await createMember(server.database.db, { password: PASSWORD, ...overrides });
    const token = await loginAs(server.database.db, member.id);
    return { member, headers: { 'ba-user-token': token, 'think-lang': 'en' } };
  };
  const insertScoreLog = (userId: number, score: number, at: number) =>
    server.database.db
      .insertInto('user_score_log')
      .values({
        user_id: userId,
        score,
        before: 0,
        after: 0,
        memo: 'seeded',
        idempotency_key: null,
        create_time: at,
      })
      .execute();

  it('sums each of the last 7 days in China time, midnight included', async () => {
    const { member, headers } = await memberSession();
    const now = nowSeconds();
    const todayStart = Math.floor((now + DAY_OFFSET_SECONDS) / 86400) * 86400 - DAY_OFFSET_SECONDS;
    await insertScoreLog(member.id, 5, todayStart); // 00:00:00 today in Shanghai: today
    await insertScoreLog(member.id, 7, todayStart - 1); // 23:59:59 yesterday: yesterday
    await insertScoreLog(member.id, -2, todayStart - 1);
    await insertScoreLog(member.id, 11, todayStart - 6 * 86400); // the first of the 7 days
    await insertScoreLog(member.id, 100, todayStart - 6 * 86400 - 1); // just before the window
    await server.database.db
      .insertInto('user_money_log')
      .values({
        user_id: member.id,
        money: -250,
        before: 1000,
        after: 750,
        memo: 'm',
        idempotency_key: null,
        create_time: todayStart + 60,
      })
      .execute();

    const { body } = await server.request('/api/account/overview', { headers });
    expect(body.code).toBe(1);
    const shanghaiToday = new Date((now + DAY_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
    expect(body.data.days).toHaveLength(7);
    expect(body.data.days[6]).toBe(shanghaiToday);
    expect(body.data.score).toEqual([11, 0, 0, 0, 0, 5, 5]);
    expect(body.data.money).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '-2.50']);
  });

  it("counts the days in the reader's zone when told it (UTC-7: Los Angeles in summer)", async () => {
    const { member, headers } = await memberSession();
    const offset = -7 * 3600;
    const now = nowSeconds();
    const todayStart = Math.floor((now + offset) / 86400) * 86400 - offset;
    await insertScoreLog(member.id, 3, todayStart); // 00:00 today in Los Angeles
    await insertScoreLog(member.id, 4, todayStart - 1); // 23:59:59 yesterday there, already today in China
    const { body } = await server.request('/api/account/overview?utc_offset=-420', { headers });
    expect(body.data.days[6]).toBe(new Date((now + offset) * 1000).toISOString().slice(0, 10));
    expect(body.data.score.slice(5)).toEqual([4, 3]);
    const refused = await server.request('/api/account/overview?utc_offset=9999', { headers });
    expect(refused.body.code).toBe(0);
  });

  it('pages the points log newest first with the total', async () => {
    const { member, headers } = await memberSession();
    for (let index = 1; index <= 12; index++) await insertScoreLog(member.id, index, 1_700_000_000 + index);
    const first = await server.request('/api/account/integral?page=1&limit=10', { headers });
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0].score).toBe(12);
    const second = await server.request('/api/account/integral?page=2&limit=10', { headers });
    expect(second.body.data.list.map((row: { score: number }) => row.score)).toEqual([2, 1]);
    const bad = await server.request('/api/account/integral?page=0&limit=1000', { headers });
    expect(bad.body.code).toBe(0);
  });

  it('shows system memos in the reader’s language and money as 2-decimal strings', async () => {
    const { member, headers } = await memberSession();
    await server.post('/__test/ledger', {
      userId: member.id,
      kind: 'money',
      amount: 1230,
      memo: 'ledger.registerBonus',
    });
    const { body } = await server.request('/api/account/balance', { headers });
    expect(body.data.list[0]).toMatchObject({
      money: '12.30',
      before: '0.00',
      after: '12.30',
      memo: 'Registration bonus',
    });
  });

  it('needs login: 303 for guests and 409 for an expired token', async () => {
    expect((await server.request('/api/account/overview')).body).toMatchObject({
      code: 303,
      data: { type: 'need login' },
    });
    const member = await createMember(server.database.db);
    const token = await loginAs(server.database.db, member.id, { expired: true });
    const expired = await server.request('/api/account/balance', { headers: { 'ba-user-token': token } });
    expect(expired.body.code).toBe(409);
  });

  it('saves the profile but never the id, money or points from the body', async () => {
    const { member, headers } = await memberSession({ score: 5 });
    const { body } = await server.post(
      '/api/account/profile',
      {
        id: 1,
        money: '999.00',
        score: 99999,
        avatar: '',
        username: member.username,
        nickname: '新的_nick-1',
        gender: 2,
        birthday: '1990-02-03',
        motto: 'hello',
      },
      headers,
    );
    expect(body).toMatchObject({ code: 1, msg: 'Profile saved' });
    const row = await server.database.db
      .selectFrom('user')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: member.id,
      nickname: '新的_nick-1',
      gender: 2,
      birthday: '1990-02-03',
      motto: 'hello',
    });
    expect(Number(row.score)).toBe(5);
    expect(Number(row.money)).toBe(0);
    const first = await server.database.db
      .selectFrom('user')
      .select('username')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(first.username).toBe('demo');
  });

  it('refuses a taken username, a bad nickname, a future birthday and a script avatar', async () => {
    const { member, headers } = await memberSession();
    const base = {
      avatar: '',
      username: member.username,
      nickname: 'ok',
      gender: 0,
      birthday: '',
      motto: '',
    };
    expect((await server.post('/api/account/profile', { ...base, username: 'demo' }, headers)).body.msg).toBe(
      'This username is already taken',
    );
    expect((await server.post('/api/account/profile', { ...base, nickname: 'a b' }, headers)).body.code).toBe(
      0,
    );
    expect(
      (await server.post('/api/account/profile', { ...base, birthday: '2999-01-01' }, headers)).body.code,
    ).toBe(0);
    expect(
      (await server.post('/api/account/profile', { ...base, avatar: 'javascript:alert(1)' }, headers)).body
        .code,
    ).toBe(0);
    expect(
      (await server.post('/api/account/profile', { ...base, motto: 'x'.repeat(121) }, headers)).body.code,
    ).toBe(0);
  });

  it('changes the password, ends every login, and only the new password works', async () => {
    const { member, headers } = await memberSession();
    const wrong = await server.post(
      '/api/account/changePassword',
      { oldPassword: 'Wrong#123', newPassword: 'Next#4567' },
      headers,
    );
    expect(wrong.body.msg).toBe('The old password is incorrect');
    const changed = await server.post(
      '/api/account/changePassword',
      { oldPassword: PASSWORD, newPassword: 'Next#4567' },
      headers,
    );
    expect(changed.body.code).toBe(1);
    expect((await server.request('/api/account/overview', { headers })).body.code).toBe(303);
    const login = (password: string) =>
      server.post('/api/user/checkIn', { tab: 'login', username: member.username, password });
    expect((await login(PASSWORD)).body.code).toBe(0);
    expect((await login('Next#4567')).body.code).toBe(1);
  });

  it('binds a first email with the password, then changes it after verifying the old one', async () => {
    const { headers } = await memberSession();
    const first = `${uniqueName()}@example.com`;
    await server.post('/api/Ems/send', { email: first, event: 'user_change_email' }, headers);
    const noPassword = await server.post(
      '/api/account/changeBind',
      { type: 'email', email: first, captcha: mail.lastCode(first), password: 'Wrong#123' },
      headers,
    );
    expect(noPassword.body.msg).toBe('Incorrect password');
    const bound = await server.post(
      '/api/account/changeBind',
      { type: 'email', email: first, captcha: mail.lastCode(first), password: PASSWORD },
      headers,
    );
    expect(bound.body).toMatchObject({ code: 1, msg: 'Binding succeeded' });

    await server.post(
      '/api/Ems/send',
      { email: first, event: 'user_email_verify', password: PASSWORD },
      headers,
    );
    const verified = await server.post(
      '/api/account/verification',
      { type: 'email', captcha: mail.lastCode(first) },
      headers,
    );
    expect(verified.body.data).toMatchObject({ type: 'email', accountVerificationToken: expect.any(String) });
    const second = `${uniqueName()}@example.com`;
    await server.post('/api/Ems/send', { email: second, event: 'user_change_email' }, headers);
    const withoutToken = await server.post(
      '/api/account/changeBind',
      { type: 'email', email: second, captcha: mail.lastCode(second), password: PASSWORD },
      headers,
    );
    expect(withoutToken.body.msg).toBe(
      'The verification has expired, please verify your current address again',
    );
    await server.database.db
      .updateTable('verification_code')
      .set({ create_time: 0 })
      .where('address', '=', second)
      .execute();
    await server.post('/api/Ems/send', { email: second, event: 'user_change_email' }, headers);
    const changed = await server.post(
      '/api/account/changeBind',
      {
        type: 'email',
        email: second,
        captcha: mail.lastCode(second),
        accountVerificationToken: verified.body.data.accountVerificationToken,
      },
      headers,
    );
    expect(changed.body.code).toBe(1);
    const info = await server.request('/api/index/index', { headers });
    expect(info.body.data.userInfo.email).toBe(second);
  });

  it('gives new members the registration bonus through the ledger', async () => {
    const email = `${uniqueName()}@example.com`;
    await server.post('/api/Ems/send', { email, event: 'user_register' });
    const { body } = await server.post('/api/user/checkIn', {
      tab: 'register',
      username: uniqueName(),
      password: PASSWORD,
      registerType: 'email',
      email,
      captcha: mail.lastCode(email),
    });
    expect(body.data.userInfo.score).toBe(100);
    const logs = await server.database.db
      .selectFrom('user_score_log')
      .selectAll()
      .where('user_id', '=', body.data.userInfo.id)
      .execute();
    expect(logs).toMatchObject([{ score: 100, before: 0, after: 100, memo: 'ledger.registerBonus' }]);
  });
});
