import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, givePoints, loginAs } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const PASSWORD = 'Member#123';
const CHECK_IN = '/api/user/checkIn';
const unique = () => Math.random().toString(36).slice(2, 10);

describe.each(TEST_DIALECTS)('console members on %s', (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner, editor } = await startConsoleServer(dialect, { CAPTCHA: 'off' }));
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const post = (path: string, body: unknown, headers = owner.headers) =>
    server.post(`/api/admin/members/${path}`, body, { ...EN, ...headers });
  const scoreLog = (userId: number) =>
    db().selectFrom('user_score_log').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const memberLogin = (username: string, password = PASSWORD) =>
    server.post(CHECK_IN, { tab: 'login', username, password }, EN);

  it('searches username, nickname, email and mobile, filters, sorts and pages on the server', async () => {
    const tag = unique();
    const a = await createMember(db(), { username: `ma${tag}`, email: `${tag}@example.com`, score: 5 });
    const b = await createMember(db(), { username: `mb${tag}`, mobile: '13912345678', status: 'disable' });
    const c = await createMember(db(), { username: `mc${tag}`, score: 50 });
    await db()
      .updateTable('user')
      .set({ nickname: `Nick${tag}` })
      .where('id', '=', c.id)
      .execute();
    await db().updateTable('user').set({ shop_id: 1 }).where('id', '=', a.id).execute();
    const list = (query: string) => server.data(`/api/admin/members/index?${query}`, owner.headers);

    const ids = (page: { list: Array<{ id: number }> }) => page.list.map((row) => row.id);
    expect(ids(await list(`quickSearch=${tag}&sort=id&direction=asc`))).toEqual([a.id, b.id, c.id]);
    expect(ids(await list(`quickSearch=${tag}%40EXAMPLE`))).toEqual([a.id]);
    expect(ids(await list('quickSearch=13912345678'))).toEqual([b.id]);
    expect(ids(await list(`quickSearch=nick${tag}`))).toEqual([c.id]);
    expect(ids(await list(`quickSearch=${tag}&status=disable`))).toEqual([b.id]);
    expect(ids(await list(`quickSearch=${tag}&status=&has_store=yes`))).toEqual([a.id]);
    expect(ids(await list(`quickSearch=${tag}&has_store=no&sort=score&direction=desc`))).toEqual([
      c.id,
      b.id,
    ]);
    expect(ids(await list(`quickSearch=${tag}&group_id=1&sort=id&direction=desc&limit=10`))).toEqual([
      c.id,
      b.id,
      a.id,
    ]);
    const page = await list(`quickSearch=${tag}&limit=10&page=2`);
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(0);
    expect(await list(`quickSearch=${tag}&has_store=yes`)).toMatchObject({
      list: [
        { id: a.id, shop_id: 1, store: { id: 1, name: expect.any(String) }, group_name: expect.any(String) },
      ],
    });
    expect(await list('quickSearch=%25%25')).toMatchObject({ total: 0 });

    const bad = await server.request('/api/admin/members/index?sort=password', {
      headers: { ...EN, ...owner.headers },
    });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
    expect(await server.data('/api/admin/members/groups', owner.headers)).toContainEqual({
      id: 1,
      name: expect.any(String),
    });
  });

  it('credits points with a memo: one score log row with the right before and after, seen by the member', async () => {
    const member = await createMember(db(), { password: PASSWORD });
    await givePoints(db(), member.id, 30);
    const credited = await post('balance', {
      id: member.id,
      kind: 'score',
      amount: '+20',
      memo: 'Thanks for the feedback',
    });
    expect(credited.body).toMatchObject({
      code: 1,
      msg: 'Balance adjusted',
      data: { id: member.id, score: 50 },
    });

    expect(await scoreLog(member.id)).toMatchObject([
      { score: 30, before: 0, after: 30 },
      { score: 20, before: 30, after: 50, memo: 'Thanks for the feedback' },
    ]);
    const token = await loginAs(db(), member.id);
    const integral = await server.data('/api/account/integral', { 'ba-user-token': token });
    expect(integral.list[0]).toMatchObject({
      score: 20,
      before: 30,
      after: 50,
      memo: 'Thanks for the feedback',
    });

    const [logged] = await logRowsOf(server, 'members.balance', member.id);
    expect(logged).toMatchObject({ admin_id: owner.operator.id, target: 'member' });
    expect(JSON.parse(logged?.before ?? '')).toEqual({ score: '30' });
    expect(JSON.parse(logged?.after ?? '')).toEqual({
      score: '50',
      change: '+20',
      memo: 'Thanks for the feedback',
    });

    const detail = await server.data(`/api/admin/members/detail?id=${member.id}`, owner.headers);
    expect(detail).toMatchObject({ score: 50, money: '0.00', store: null, moneyLog: [] });
    expect(detail.scoreLog[0]).toMatchObject({ score: 20, memo: 'Thanks for the feedback' });
  });

  it('adjusts money in yuan to the cent, seen in the member’s balance log', async () => {
    const member = await createMember(db());
    const credited = await post(
      'balance',
      { id: member.id, kind: 'money', amount: '12.3', memo: 'Refund' },
      editor.headers,
    );
    expect(credited.body).toMatchObject({ code: 1, data: { money: '12.30' } });
    await post('balance', { id: member.id, kind: 'money', amount: '-0.05', memo: 'Fee' });
    const token = await loginAs(db(), member.id);
    const balance = await server.data('/api/account/balance', { 'ba-user-token': token });
    expect(balance.list.map((row: { money: string; after: string }) => [row.money, row.after])).toEqual([
      ['-0.05', '12.25'],
      ['12.30', '12.30'],
    ]);
    const [logged] = await logRowsOf(server, 'members.balance', member.id);
    expect(logged?.admin_id).toBe(editor.operator.id);
  });

  it('refuses a debit below zero with a translated message and writes nothing', async () => {
    const member = await createMember(db());
    await givePoints(db(), member.id, 10);
    const refused = await post('balance', { id: member.id, kind: 'score', amount: '-11', memo: 'Too much' });
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'This would take the points below zero: the member has 10',
    });
    const zh = await server.post(
      '/api/admin/members/balance',
      { id: member.id, kind: 'money', amount: '-1', memo: '扣款' },
      owner.headers,
    );
    expect(zh.body).toMatchObject({ code: 0, msg: '余额不能低于零：该会员当前余额为 0.00' });
    expect(await scoreLog(member.id)).toHaveLength(1);
    expect(await logRowsOf(server, 'members.balance', member.id)).toEqual([]);
    const row = await db()
      .selectFrom('user')
      .select(['score', 'money'])
      .where('id', '=', member.id)
      .executeTakeFirst();
    expect(row).toEqual({ score: 10, money: 0 });
  });

  it.each([
    ['no memo', { kind: 'score', amount: '5', memo: ' ' }, 'Please enter a memo of up to 100 characters'],
    [
      'a memo of 101 characters',
      { kind: 'score', amount: '5', memo: 'x'.repeat(101) },
      'Please enter a memo of up to 100 characters',
    ],
    [
      'points with decimals',
      { kind: 'score', amount: '1.5', memo: 'm' },
      'Enter a non-zero whole number of points, e.g. 100 or -20',
    ],
    [
      'zero',
      { kind: 'money', amount: '0.00', memo: 'm' },
      'Enter a non-zero amount with at most 2 decimals, e.g. 10 or -5.50',
    ],
    [
      'three decimals',
      { kind: 'money', amount: '1.005', memo: 'm' },
      'Enter a non-zero amount with at most 2 decimals, e.g. 10 or -5.50',
    ],
  ])('refuses a balance change with %s, saying why', async (_name, change, msg) => {
    const member = await createMember(db());
    expect((await post('balance', { id: member.id, ...change })).body).toMatchObject({ code: 0, msg });
    expect(await scoreLog(member.id)).toEqual([]);
  });

  it('disables a member: their logins end and they cannot log in until enabled again', async () => {
    const member = await createMember(db(), { password: PASSWORD });
    const token = await loginAs(db(), member.id);
    const disabled = await post('status', { id: member.id, status: 'disable' }, editor.headers);
    expect(disabled.body).toMatchObject({ code: 1, data: { status: 'disable' } });
    const page = await server.request('/api/account/overview', { headers: { 'ba-user-token': token } });
    expect(page.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    expect((await memberLogin(member.username)).body).toMatchObject({
      code: 0,
      msg: 'This account has been disabled',
    });

    await post('status', { id: member.id, status: 'enable' });
    expect((await memberLogin(member.username)).body.code).toBe(1);
    const old = await server.request('/api/account/overview', { headers: { 'ba-user-token': token } });
    expect(old.body.code, 'the login from before the disable stays ended').toBe(303);
    const log = await logRowsOf(server, 'members.status', member.id);
    expect(log.map((row) => [JSON.parse(row.before), JSON.parse(row.after), row.admin_id])).toEqual([
      [{ status: 'enable' }, { status: 'disable' }, editor.operator.id],
      [{ status: 'disable' }, { status: 'enable' }, owner.operator.id],
    ]);
  });

  it('disables and enables members in bulk: one request, each logged, all or none, their logins ended', async () => {
    const members = [
      await createMember(db(), { password: PASSWORD }),
      await createMember(db(), { password: PASSWORD }),
      await createMember(db(), { password: PASSWORD, status: 'disable' }),
    ];
    const ids = members.map((member) => member.id);
    const token = await loginAs(db(), ids[0] ?? 0);
    const statuses = async () =>
      (
        await db().selectFrom('user').select(['id', 'status']).where('id', 'in', ids).orderBy('id').execute()
      ).map((row) => row.status);

    const missing = await post('bulkStatus', { ids: [...ids, 999_999], status: 'disable' });
    expect(missing.body).toMatchObject({ code: 0, msg: 'This member does not exist' });
    expect(await statuses(), 'nothing changes when one id is no member').toEqual([
      'enable',
      'enable',
      'disable',
    ]);
    expect((await post('bulkStatus', { ids: [], status: 'disable' })).body.code).toBe(0);

    const disabled = await post('bulkStatus', { ids, status: 'disable' }, editor.headers);
    expect(disabled.body).toMatchObject({ code: 1, data: { changed: 2 } });
    expect(await statuses()).toEqual(['disable', 'disable', 'disable']);
    const page = await server.request('/api/account/overview', { headers: { 'ba-user-token': token } });
    expect(page.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    for (const member of members) {
      expect((await memberLogin(member.username)).body).toMatchObject({
        code: 0,
        msg: 'This account has been disabled',
      });
    }
    const logged = await Promise.all(ids.map((id) => logRowsOf(server, 'members.status', id)));
    expect(logged.map((rows) => rows.map((row) => [JSON.parse(row.after), row.admin_id]))).toEqual([
      [[{ status: 'disable' }, editor.operator.id]],
      [[{ status: 'disable' }, editor.operator.id]],
      [],
    ]);

    const enabled = await post('bulkStatus', { ids, status: 'enable' });
    expect(enabled.body).toMatchObject({ code: 1, data: { changed: 3 } });
    expect((await memberLogin(members[2]?.username ?? '')).body.code).toBe(1);
  });

  it('sets a new password by the members’ rule, ends their logins, lifts a login lock and logs it masked', async () => {
    const member = await createMember(db(), { password: PASSWORD });
    const token = await loginAs(db(), member.id);
    const weak = await post('password', { id: member.id, password: 'a<b' });
    expect(weak.body).toMatchObject({
      code: 0,
      msg: 'Please enter the correct password: 6 to 32 characters, without & < > " or \'',
    });
    for (let attempt = 0; attempt < 10; attempt += 1) await memberLogin(member.username, 'Wrong#pass1');
    expect((await memberLogin(member.username)).body.msg).toMatch(/Too many failed login attempts/);
    const reset = await post('password', { id: member.id, password: 'Brand#new1' });
    expect(reset.body).toMatchObject({
      code: 1,
      msg: 'Password set. The member has been logged out everywhere',
    });
    expect(
      (await server.request('/api/account/overview', { headers: { 'ba-user-token': token } })).body.code,
    ).toBe(303);
    expect((await memberLogin(member.username)).body.code).toBe(0);
    expect((await memberLogin(member.username, 'Brand#new1')).body.code).toBe(1);
    const log = await logRowsOf(server, 'members.password', member.id);
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]?.after ?? '')).toEqual({ password: '******' });
    expect(JSON.stringify(log)).not.toContain('Brand#new1');
  });

  it('grants and revokes a store, refusing a store that does not exist', async () => {
    const member = await createMember(db());
    const store = await db()
      .selectFrom('store')
      // Named in the operator's language (English here).
      .select(['id', 'name_en as name', 'storeuuid'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const granted = await post('store', { id: member.id, shop_id: store.id });
    expect(granted.body).toMatchObject({ code: 1, data: { shop_id: store.id } });
    expect(granted.body.data.store).toEqual(store);
    const missing = await post('store', { id: member.id, shop_id: 999999 });
    expect(missing.body).toMatchObject({ code: 0, msg: 'This store does not exist or has been removed' });
    const revoked = await post('store', { id: member.id, shop_id: 0 });
    expect(revoked.body).toMatchObject({ code: 1, data: { shop_id: 0, store: null } });
    const log = await logRowsOf(server, 'members.store', member.id);
    expect(log.map((row) => [JSON.parse(row.before), JSON.parse(row.after)])).toEqual([
      [{ shop_id: 0 }, { shop_id: store.id }],
      [{ shop_id: store.id }, { shop_id: 0 }],
    ]);
  });

  it('answers a member that does not exist with a translated message, for views and changes alike', async () => {
    const gone = { code: 0, msg: 'This member does not exist' };
    const detail = await server.request('/api/admin/members/detail?id=999999', {
      headers: { ...EN, ...owner.headers },
    });
    expect(detail.body).toMatchObject(gone);
    expect((await post('status', { id: 999999, status: 'disable' })).body).toMatchObject(gone);
    expect((await post('balance', { id: 999999, kind: 'score', amount: '5', memo: 'm' })).body).toMatchObject(
      gone,
    );
  });
});
