import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, loginAs } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';

const RULES = '/api/admin/rules';
const INDEX = '/api/index/index';

type TNode = { id: number; name: string; title: { en: string }; children: TNode[] };

const flatten = (nodes: TNode[]): TNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const namesOf = (nodes: Array<{ name: string; children: TestBody[] }>): string[] =>
  nodes.flatMap((node) => [node.name, ...namesOf(node.children)]);

const LINK_MESSAGE =
  'Please enter a link starting with http:// or https://, or a path on this site starting with /';

describe.each(TEST_DIALECTS)('menus and rules in the console on %s', (dialect) => {
  let server: TestServer;
  let editor: TOperatorSession;
  let memberToken: string;

  beforeAll(async () => {
    // A long site cache: a change must show at once because the write drops it, not because it expired.
    ({ server, editor } = await startConsoleServer(dialect, { SITE_CACHE_TTL_MS: '600000' }));
    const member = await createMember(server.database.db);
    memberToken = await loginAs(server.database.db, member.id);
  });
  afterAll(() => server.close());

  const post = (action: string, body: unknown, headers: Record<string, string> = EN) =>
    server.post(`${RULES}/${action}`, body, { ...headers, ...editor.headers });
  const tree = async (): Promise<TNode[]> => server.data(`${RULES}/index`, editor.headers);
  const ruleNamed = async (name: string) => {
    const found = flatten(await tree()).find((node) => node.name === name);
    if (!found) throw new Error(`no rule ${name}`);
    return found;
  };
  const guestSite = async () => (await server.request(`${INDEX}?lang=en`)).body.data;
  const memberSite = async () =>
    (await server.request(`${INDEX}?lang=en`, { headers: { 'ba-user-token': memberToken } })).body.data;
  /** The operator log's rows of an action, newest first. */
  const logOf = async (action: string) => (await logRowsOf(server, action)).reverse();
  const navLink = {
    type: 'nav',
    title: { 'zh-cn': '官方博客', en: 'Blog' },
    name: 'blog',
    menu_type: 'link',
    url: 'https://blog.example.com',
    no_login_valid: true,
  };

  it('lists the whole tree with both titles', async () => {
    const nodes = await tree();
    expect(nodes.map((node) => node.name)).toEqual([
      'account',
      'shop',
      'services',
      'account/editinfo',
      'user-center',
      'user-chat',
      'help',
    ]);
    expect(nodes[0]?.children.map((node) => node.title.en)).toContain('Overview');
    expect(await ruleNamed('help')).toMatchObject({
      type: 'nav',
      title: { 'zh-cn': '帮助中心', en: 'Help centre' },
      path: '/instructions',
      no_login_valid: true,
      status: 'enable',
    });
  });

  it('renames the head nav entry with only the fields sent; visitors see it at once, logged', async () => {
    expect((await guestSite()).rules.map((rule: { title: string }) => rule.title)).toEqual(['Help centre']);
    const help = await ruleNamed('help');
    const edited = await post('edit', { id: help.id, title: { 'zh-cn': '帮助与支持', en: 'Support' } });
    expect(edited.body).toMatchObject({
      code: 1,
      msg: 'Saved',
      data: { path: '/instructions', title: { en: 'Support' } },
    });
    expect((await guestSite()).rules.map((rule: { title: string }) => rule.title)).toEqual(['Support']);

    const [row] = await logOf('rules.edit');
    expect(row).toMatchObject({ admin_id: editor.operator.id, target: 'rule', target_id: String(help.id) });
    expect(JSON.parse(row?.before ?? '')).toMatchObject({ title: { en: 'Help centre' } });
    expect(JSON.parse(row?.after ?? '')).toMatchObject({ title: { en: 'Support' } });
  });

  it('adds a nav link and a member menu; both show where they belong at once', async () => {
    const link = await post('add', navLink);
    expect(link.body).toMatchObject({
      code: 1,
      data: { name: 'blog', url: 'https://blog.example.com', pid: 0 },
    });
    const guestRules = (await guestSite()).rules;
    expect(guestRules.find((rule: { name: string }) => rule.name === 'blog')).toMatchObject({
      title: 'Blog',
      menu_type: 'link',
      url: 'https://blog.example.com',
    });

    const services = await ruleNamed('services');
    const menu = await post('add', {
      pid: services.id,
      type: 'menu',
      title: { 'zh-cn': '优惠券', en: 'Coupons' },
      name: 'coupons',
      path: 'coupons',
      icon: 'GiftOutlined',
      menu_type: 'tab',
      url: 'https://ignored.example.com',
    });
    expect(menu.body.data).toMatchObject({ url: '', weigh: 0 });
    const menus = (await memberSite()).menus;
    const servicesMenu = menus.find((item: { name: string }) => item.name === 'services');
    expect(servicesMenu.children.map((item: { title: string }) => item.title)).toContain('Coupons');
    const [row] = await logOf('rules.add');
    expect(JSON.parse(row?.before ?? 'null')).toBeNull();
    expect(JSON.parse(row?.after ?? '')).toMatchObject({ name: 'coupons' });
  });

  it('takes only http(s) links and paths of this site for link menus, in both languages', async () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example.com/a',
      'mailto:a@example.com',
      '//evil.example.com/phish',
      '/\\evil.example.com',
      'https://',
      'http://exa mple.com',
    ]) {
      const refused = await post('add', { ...navLink, name: 'unsafe1', url });
      expect(refused.body, url).toMatchObject({ code: 0, msg: LINK_MESSAGE });
    }
    const chinese = await post('add', { ...navLink, name: 'unsafe2', url: 'data:,x' }, {});
    expect(chinese.body.msg).toBe('请输入以 http:// 或 https:// 开头的链接，或以 / 开头的本站路径');
    for (const [name, url] of [
      ['sitepath1', '/user/orders?tab=2'],
      ['httplink1', 'http://shop.example.com/a?b=c'],
      ['httpslink1', 'HTTPS://Shop.example.com'],
    ]) {
      // Disabled, so the head nav the other tests read stays as it was.
      const added = await post('add', { ...navLink, name, url, status: 'disable' });
      expect(added.body, url).toMatchObject({ code: 1, data: { url } });
    }
  });

  it('answers bad rules with a translated code 0', async () => {
    const refusals: Array<[unknown, string]> = [
      [{ ...navLink, name: 'blog2', url: '' }, LINK_MESSAGE],
      [{ ...navLink, name: 'blog3', url: 'javascript:alert(1)' }, LINK_MESSAGE],
      [{ ...navLink, url: 'https://other.example.com' }, 'Another rule already has this name'],
      [
        { ...navLink, name: 'help2', menu_type: 'tab', url: '', path: '/instructions' },
        'Another rule of this type already has this path',
      ],
      [{ ...navLink, name: 'blog4', menu_type: null }, 'Required'],
      [{ ...navLink, name: 'blog5', pid: 999_999 }, 'The parent rule does not exist'],
      [{ ...navLink, name: 'bad name!' }, 'Please enter a name of letters, digits and _ - / .'],
    ];
    for (const [body, msg] of refusals) {
      expect((await post('add', body)).body).toMatchObject({ code: 0, msg });
    }
    const zh = await post('add', { ...navLink, name: 'blog6', url: 'ftp' }, { 'think-lang': 'zh-cn' });
    expect(zh.body).toMatchObject({
      code: 0,
      msg: '请输入以 http:// 或 https:// 开头的链接，或以 / 开头的本站路径',
    });

    const account = await ruleNamed('account');
    const overview = await ruleNamed('account/overview');
    const loop = await post('edit', { id: account.id, pid: overview.id });
    expect(loop.body).toMatchObject({
      code: 0,
      msg: 'A rule cannot be placed under itself or one of its children',
    });
    const linkWithoutUrl = await post('edit', { id: overview.id, menu_type: 'iframe' });
    expect(linkWithoutUrl.body.code).toBe(0);
    expect(flatten(await tree()).map((node) => node.name)).not.toContain('blog2');
  });

  it('reorders siblings and moves a rule under another parent', async () => {
    const account = await ruleNamed('account');
    const balance = await ruleNamed('account/balance');
    expect((await post('move', { id: balance.id, pid: account.id, position: 0 })).body.code).toBe(1);
    const accountMenu = (await memberSite()).menus.find((item: { name: string }) => item.name === 'account');
    expect(accountMenu.children[0].name).toBe('account/balance');

    const services = await ruleNamed('services');
    expect((await post('move', { id: balance.id, pid: services.id, position: 99 })).body.code).toBe(1);
    const servicesMenu = (await memberSite()).menus.find(
      (item: { name: string }) => item.name === 'services',
    );
    expect(servicesMenu.children.at(-1).name).toBe('account/balance');
    const [row] = await logOf('rules.move');
    expect(JSON.parse(row?.before ?? '')).toMatchObject({ pid: account.id });
    expect(JSON.parse(row?.after ?? '')).toMatchObject({ pid: services.id });

    const intoItself = await post('move', { id: services.id, pid: balance.id, position: 0 });
    expect(intoItself.body.code).toBe(0);
  });

  it('disables and enables rules: members stop and start seeing them', async () => {
    const chat = await ruleNamed('user-chat');
    expect((await post('status', { ids: [chat.id], status: 'disable' })).body.code).toBe(1);
    expect(namesOf((await memberSite()).rules)).not.toContain('user-chat');
    expect(await ruleNamed('user-chat')).toMatchObject({ status: 'disable' });
    await post('status', { ids: [chat.id], status: 'enable' });
    expect(namesOf((await memberSite()).rules)).toContain('user-chat');
    const [row] = await logOf('rules.status');
    expect(JSON.parse(row?.before ?? '')).toEqual({ status: 'disable' });
    expect(JSON.parse(row?.after ?? '')).toEqual({ status: 'enable' });
  });

  it('refuses to delete a rule whose children stay, and deletes a whole subtree sent together', async () => {
    const profile = await ruleNamed('account/profile');
    const edit = await ruleNamed('account/profile/edit');
    expect((await post('del', { ids: [profile.id] })).body).toMatchObject({
      code: 0,
      msg: 'This rule has children: delete or move them first',
    });
    expect((await post('del', { ids: [profile.id, edit.id] })).body).toMatchObject({
      code: 1,
      msg: 'Deleted',
    });
    expect(namesOf((await memberSite()).menus)).not.toContain('account/profile');
    const rows = await logOf('rules.del');
    expect(rows.map((row) => Number(row.target_id)).sort()).toEqual([profile.id, edit.id].sort());
    expect(JSON.parse(rows[0]?.after ?? '')).toBeNull();
  });

  it('previews what a member and a visitor see, in the request language', async () => {
    const preview = await server.data(`${RULES}/preview`, { ...EN, ...editor.headers });
    expect(preview.headNav.map((item: { title: string }) => item.title)).toEqual(['Home', 'AI chat', 'Demo']);
    expect(preview.member).toEqual({ rules: (await memberSite()).rules, menus: (await memberSite()).menus });
    expect(namesOf(preview.member.menus)).not.toContain('shop');
    expect(namesOf(preview.storeOwner.menus)).toContain('shop/assistant');
    expect(preview.guest.rules.map((rule: { title: string }) => rule.title)).toEqual(['Support', 'Blog']);
  });
});
