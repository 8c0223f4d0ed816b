import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solvedCaptcha } from '../../test/captcha.js';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, createOperatorSession, loginAs } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const LOGIN = '/api/admin/index/login';

describe.each(TEST_DIALECTS)('operators of the console on %s', (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner, editor } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = async (username: string, password: string, extra: Record<string, unknown> = {}) =>
    (await server.post(LOGIN, { username, password, ...(await solvedCaptcha(server)), ...extra }, EN)).body;

  it('asks for the captcha, signs in with it and answers who is signed in', async () => {
    expect(await server.data(LOGIN)).toEqual({ captcha: true });
    const refused = await server.post(
      LOGIN,
      { username: owner.operator.username, password: owner.password },
      EN,
    );
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'The correct area is not clicked, please try again!',
    });

    const signedIn = await login(owner.operator.username, owner.password, { keep: true });
    expect(signedIn).toMatchObject({ code: 1, msg: 'Login succeeded!' });
    const info = signedIn.data.operatorInfo;
    expect(info).toMatchObject({ id: owner.operator.id, role: 'owner' });
    expect(info.token).toHaveLength(43);
    expect(info.refresh_token).toHaveLength(43);
    expect(await server.data('/api/admin/index/index', { 'ba-token': info.token })).toMatchObject({
      username: owner.operator.username,
      role: 'owner',
    });
  });

  it('answers an unknown name and a wrong password alike, and locks the name after 10 failures', async () => {
    const victim = await createOperatorSession(server.database.db, { role: 'editor' });
    const unknown = await login('nobody_here', 'whatever-1');
    const wrong = await login(victim.operator.username, 'wrong-password');
    expect(unknown).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
    expect(wrong).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
    for (let attempt = 2; attempt <= 10; attempt += 1)
      await login(victim.operator.username, 'wrong-password');
    const locked = await login(victim.operator.username, victim.password);
    expect(locked.code).toBe(0);
    // Operators have no password retrieval: the message sends them to an owner, not to "reset your password".
    expect(locked.msg).toMatch(
      /^Too many failed sign-ins\. Please try again in \d+ minutes, or ask an owner to set you a new password$/,
    );
    const lockedZh = await server.post(
      LOGIN,
      { username: victim.operator.username, password: victim.password, ...(await solvedCaptcha(server)) },
      { 'think-lang': 'zh-cn' },
    );
    expect(lockedZh.body.msg).toMatch(/^登录失败次数过多，请 \d+ 分钟后再试，或请所有者为你设置新密码$/);
  });

  it('refuses a disabled operator after the right password, and ends their logins', async () => {
    const target = await createOperatorSession(server.database.db, { role: 'editor' });
    const edit = await server.post(
      '/api/admin/operators/edit',
      { id: target.operator.id, nickname: 'Gone', role: 'editor', status: 'disable' },
      { ...EN, ...owner.headers },
    );
    expect(edit.body).toMatchObject({ code: 1, data: { status: 'disable' } });
    expect(await login(target.operator.username, target.password)).toMatchObject({
      code: 0,
      msg: 'This account has been disabled',
    });
    const me = await server.request('/api/admin/index/index', { headers: target.headers });
    expect(me.body).toMatchObject({ code: 303, data: { type: 'need login' } });
  });

  it('rotates the refresh token; the old one, after the grace window, is refused and ends that login', async () => {
    const info = (await login(owner.operator.username, owner.password, { keep: true })).data.operatorInfo;
    const refreshed = await server.post('/api/admin/index/refreshToken', {
      refreshToken: info.refresh_token,
    });
    expect(refreshed.body).toMatchObject({ code: 1, data: { type: 'admin-refresh' } });
    // Past the 30 s in which a second tab gets the same pair (auth/refresh-grace.test.ts).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    const reused = await server.post(
      '/api/admin/index/refreshToken',
      { refreshToken: info.refresh_token },
      EN,
    );
    expect(reused.body).toMatchObject({ code: 0, msg: 'Your login has expired, please log in again' });
    const after = await server.request('/api/admin/index/index', {
      headers: { 'ba-token': refreshed.body.data.token },
    });
    expect(after.body.code).toBe(303);
  });

  it('logs out: the token no longer opens the console', async () => {
    const info = (await login(owner.operator.username, owner.password)).data.operatorInfo;
    await server.post('/api/admin/index/logout', { refreshToken: '' }, { 'ba-token': info.token });
    const me = await server.request('/api/admin/index/index', { headers: { 'ba-token': info.token } });
    expect(me.body).toMatchObject({ code: 303 });
  });

  it('keeps operators and members apart: neither token opens the other side', async () => {
    const member = await createMember(server.database.db);
    const memberToken = await loginAs(server.database.db, member.id);
    const asOperator = await server.request('/api/admin/index/index', {
      headers: { 'ba-token': memberToken },
    });
    expect(asOperator.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    const asMember = await server.request('/api/account/overview', {
      headers: { 'ba-user-token': owner.token },
    });
    expect(asMember.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    // A member and an operator with the same id: a member's new password must not end the operator's login.
    await server.database.db
      .deleteFrom('token')
      .where('user_id', '=', owner.operator.id)
      .where('type', '=', 'user')
      .execute();
    expect((await server.request('/api/admin/index/index', { headers: owner.headers })).body.code).toBe(1);
  });

  it('lets an owner add, edit and delete operators, each change in the log with the password masked', async () => {
    const username = `ed${Math.random().toString(36).slice(2, 10)}`;
    const added = await server.post(
      '/api/admin/operators/add',
      { username, nickname: 'Ed', password: 'first-pass-1', role: 'editor' },
      owner.headers,
    );
    expect(added.body).toMatchObject({ code: 1, data: { username, role: 'editor', status: 'enable' } });
    expect(added.body.data).not.toHaveProperty('password');
    const id = added.body.data.id;

    const edited = await server.post(
      '/api/admin/operators/edit',
      { id, nickname: 'Edith', role: 'editor', status: 'enable', password: 'second-pass-2' },
      owner.headers,
    );
    expect(edited.body).toMatchObject({ code: 1, data: { nickname: 'Edith' } });
    expect((await login(username, 'second-pass-2')).code).toBe(1);

    const [editRow] = await logRowsOf(server, 'operators.edit', id);
    expect(editRow).toMatchObject({
      admin_id: owner.operator.id,
      username: owner.operator.username,
      ip: '127.0.0.1',
    });
    expect(JSON.parse(editRow?.before ?? '')).toMatchObject({ nickname: 'Ed' });
    expect(JSON.parse(editRow?.after ?? '')).toMatchObject({ nickname: 'Edith', password: '******' });
    expect(JSON.stringify(await logRowsOf(server, 'operators.add'))).not.toContain('first-pass-1');

    const listed = await server.data(`/api/admin/operators/index?quickSearch=${username}`, owner.headers);
    expect(listed).toMatchObject({ total: 1, list: [{ id, nickname: 'Edith' }] });

    expect((await server.post('/api/admin/operators/del', { ids: [id] }, owner.headers)).body.code).toBe(1);
    expect((await logRowsOf(server, 'operators.del')).map((row) => row.target_id)).toContain(String(id));
    const log = await server.data('/api/admin/log/index?action=operators.del', editor.headers);
    expect(log.list[0]).toMatchObject({ action: 'operators.del', target: 'operator', target_id: String(id) });
  });

  it('never lets an owner delete, disable or demote themselves, so an enabled owner always remains', async () => {
    const self = { id: owner.operator.id, nickname: 'Me', role: 'owner', status: 'enable' };
    for (const change of [{ role: 'editor' }, { status: 'disable' }]) {
      const refused = await server.post(
        '/api/admin/operators/edit',
        { ...self, ...change },
        { ...EN, ...owner.headers },
      );
      expect(refused.body).toMatchObject({ code: 0, msg: 'You cannot delete, disable or demote yourself' });
    }
    const other = await createOperatorSession(server.database.db, { role: 'editor' });
    const removed = await server.post(
      '/api/admin/operators/del',
      { ids: [other.operator.id, owner.operator.id] },
      { ...EN, ...owner.headers },
    );
    expect(removed.body).toMatchObject({ code: 0, msg: 'You cannot delete, disable or demote yourself' });
    const stillThere = await server.database.db
      .selectFrom('admin')
      .select('id')
      .where('id', 'in', [other.operator.id, owner.operator.id])
      .execute();
    expect(stillThere).toHaveLength(2);
    expect(
      (await server.post('/api/admin/operators/edit', { ...self, nickname: 'Boss' }, owner.headers)).body
        .code,
    ).toBe(1);
  });

  it('refuses editors on the operators endpoints with 401', async () => {
    for (const [path, body] of [
      ['/api/admin/operators/add', { username: 'sneaky1', password: 'sneaky-pass', role: 'owner' }],
      [
        '/api/admin/operators/edit',
        { id: editor.operator.id, nickname: 'x', role: 'owner', status: 'enable' },
      ],
      ['/api/admin/operators/del', { ids: [owner.operator.id] }],
    ] as const) {
      expect((await server.post(path, body, { ...EN, ...editor.headers })).body).toMatchObject({
        code: 401,
        msg: 'You do not have permission to operate!',
      });
    }
    const list = await server.request('/api/admin/operators/index', { headers: editor.headers });
    expect(list.body.code).toBe(401);
    expect(
      await server.database.db.selectFrom('admin').select('id').where('username', '=', 'sneaky1').execute(),
    ).toEqual([]);
  });
});
