import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createMember, loginAs } from '../../test/factories.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const INDEX = '/api/index/index';
const withToken = (token: string, extra: Record<string, string> = {}) => ({
  headers: { 'ba-user-token': token, ...extra },
});

describe.each(TEST_DIALECTS)('GET /api/index/index on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { CHAT_HOSTS: 'kf.example.com=client' });
  });
  afterAll(() => server.close());

  it('gives a guest the seeded site in Chinese, no user info, only no-login rules and no menus', async () => {
    const { status, body } = await server.request(INDEX);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.time).toBeGreaterThan(1_700_000_000);
    expect(body.data.site.siteName).toBe('店铺 AI 助手');
    expect(body.data.site.headNav.map((item: { url: string }) => item.url)).toEqual([
      '/',
      '/chatai',
      '/demo',
    ]);
    expect(body.data.site.upload.maxSize).toBe(10 * 1024 * 1024);
    expect(body.data.openMemberCenter).toBe(true);
    expect(body.data.userInfo).toEqual([]);
    expect(body.data.rules.map((rule: { name: string }) => rule.name)).toEqual(['help']);
    expect(body.data.menus).toEqual([]);
    expect(body.data.footerMenus.length).toBeGreaterThan(0);
    expect(body.data.chat).toMatchObject({
      storeName: '星河咖啡',
      agentType: 'agent',
      isChatHost: false,
    });
  });

  it('answers in English for think-lang: en and for ?lang=en', async () => {
    const byHeader = await server.request(INDEX, { headers: { 'think-lang': 'en' } });
    expect(byHeader.body.data.site.siteName).toBe('Storefront AI');
    expect(byHeader.body.data.rules[0].title).toBe('Help centre');
    const byQuery = await server.request(`${INDEX}?lang=en`);
    expect(byQuery.body.data.site.headNav[0].title).toBe('Home');
  });

  it('gives a member their user info, permitted rules and the member menus', async () => {
    const member = await createMember(server.database.db, { score: 42 });
    const token = await loginAs(server.database.db, member.id);
    const { body } = await server.request(
      `${INDEX}?requiredLogin=1`,
      withToken(token, { 'think-lang': 'en' }),
    );
    expect(body.code).toBe(1);
    expect(body.data.userInfo).toMatchObject({
      id: member.id,
      username: member.username,
      score: 42,
      money: '0.00',
    });
    expect(body.data.userInfo.token).toBe(token);
    expect(body.data.userInfo).not.toHaveProperty('password');
    expect(body.data.userInfo.avatar).toBe('/static/images/avatar.svg');
    const [account, services] = body.data.menus;
    expect(account).toMatchObject({ type: 'menu_dir', name: 'account', title: 'My account' });
    expect(account.children.map((menu: { path: string }) => menu.path)).toEqual([
      'account/overview',
      'account/profile',
      'account/changePassword',
      'account/integral',
      'account/balance',
    ]);
    expect(services.children.map((menu: { path: string }) => menu.path)).toEqual(['chatai', 'baseinfo']);
    const ruleTypes = new Set(body.data.rules.map((rule: { type: string }) => rule.type));
    expect([...ruleTypes].sort()).toEqual(['button', 'nav', 'nav_user_menu', 'route']);
  });

  it('limits a member to the rules their group grants', async () => {
    const db = server.database.db;
    const overview = await db
      .selectFrom('user_rule')
      .select(['id', 'pid'])
      .where('name', '=', 'account/overview')
      .executeTakeFirstOrThrow();
    const groupId = await createGroup(db, [overview.pid, overview.id]);
    const member = await createMember(db, { groupId });
    const { body } = await server.request(INDEX, withToken(await loginAs(db, member.id)));
    expect(body.data.menus).toHaveLength(1);
    expect(body.data.menus[0].children.map((menu: { name: string }) => menu.name)).toEqual([
      'account/overview',
    ]);
    expect(body.data.rules).toEqual([]);
  });

  it('sends a guest to login with 303 need login when login is required', async () => {
    const zh = await server.request(`${INDEX}?requiredLogin=1`);
    expect(zh.body).toMatchObject({ code: 303, msg: '请先登录', data: { type: 'need login' } });
    const en = await server.request(`${INDEX}?requiredLogin=1`, { headers: { 'think-lang': 'en' } });
    expect(en.body.msg).toBe('Please login first');
  });

  it('answers 409 for an expired token when login is required, and treats it as a guest otherwise', async () => {
    const member = await createMember(server.database.db);
    const token = await loginAs(server.database.db, member.id, { expired: true });
    const required = await server.request(
      `${INDEX}?requiredLogin=1`,
      withToken(token, { 'think-lang': 'en' }),
    );
    expect(required.body).toMatchObject({ code: 409, msg: 'Token expiration' });
    const optional = await server.request(INDEX, withToken(token));
    expect(optional.body.code).toBe(1);
    expect(optional.body.data.userInfo).toEqual([]);
  });

  it('treats an unknown token and a disabled account as guests', async () => {
    const bad = await server.request(`${INDEX}?requiredLogin=1`, withToken('not-a-real-token'));
    expect(bad.body.code).toBe(303);
    const disabled = await createMember(server.database.db, { status: 'disable' });
    const token = await loginAs(server.database.db, disabled.id);
    const { body } = await server.request(INDEX, withToken(token));
    expect(body.data.userInfo).toEqual([]);
  });

  it('accepts the token under the bausertoken alias header', async () => {
    const member = await createMember(server.database.db);
    const token = await loginAs(server.database.db, member.id);
    const { body } = await server.request(INDEX, { headers: { bausertoken: token } });
    expect(body.data.userInfo.id).toBe(member.id);
  });

  it('refuses a malformed requiredLogin with a translated code-0 message', async () => {
    const { status, body } = await server.request(`${INDEX}?requiredLogin=maybe`, {
      headers: { 'think-lang': 'en' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
  });

  it('marks a configured chat host and its agent type', async () => {
    // fetch may not set Host, so this one request goes through Fastify's injector.
    const response = await server.app.inject({ url: INDEX, headers: { host: 'kf.example.com:8080' } });
    expect(response.json().data.chat).toMatchObject({ agentType: 'client', isChatHost: true });
  });

  it('shows a rule change on the next request when the cache is off', async () => {
    await server.database.db
      .updateTable('user_rule')
      .set({ title: JSON.stringify({ 'zh-cn': '帮助', en: 'Support' }) })
      .where('name', '=', 'help')
      .execute();
    const { body } = await server.request(INDEX, { headers: { 'think-lang': 'en' } });
    expect(body.data.rules[0].title).toBe('Support');
  });
});

describe('bootstrap cache', () => {
  it('serves cached settings within the TTL and fresh ones after it', async () => {
    const server = await startTestServer('sqlite', { SITE_CACHE_TTL_MS: '300' });
    try {
      const rename = (name: string) =>
        server.database.db
          .updateTable('config')
          .set({ value: JSON.stringify(name) })
          .where('name', '=', 'siteName')
          .execute();
      const siteName = async () => (await server.request(INDEX)).body.data.site.siteName;
      await rename('Before');
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await siteName()).toBe('Before');
      await rename('After');
      expect(await siteName()).toBe('Before');
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await siteName()).toBe('After');
    } finally {
      await server.close();
    }
  });
});
