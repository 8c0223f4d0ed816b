import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv.js';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { addStore } from '../../test/store-fixtures.js';

const ZH = { 'think-lang': 'zh-cn' };

describe.each(TEST_DIALECTS)('the members export and the seeded group on %s', (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner, editor } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const tag = () => Math.random().toString(36).slice(2, 8);

  it('names the seeded default group in the reader’s language and a group an operator named as typed', async () => {
    const typed = await db()
      .insertInto('user_group')
      .values({ name: 'VIP 会员', rules: '*', status: 'enable', update_time: 0, create_time: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const english = await server.data('/api/admin/members/groups', { ...EN, ...owner.headers });
    const chinese = await server.data('/api/admin/members/groups', { ...ZH, ...owner.headers });
    expect(english).toEqual([
      { id: 1, name: 'Default group' },
      { id: typed.id, name: 'VIP 会员' },
    ]);
    expect(chinese).toEqual([
      { id: 1, name: '默认分组' },
      { id: typed.id, name: 'VIP 会员' },
    ]);
    const member = await createMember(db());
    const row = await server.data(`/api/admin/members/detail?id=${member.id}`, { ...EN, ...owner.headers });
    expect(row.group_name).toBe('Default group');
  });

  it('exports the members as filtered, with named headers and times in the reader’s zone', async () => {
    const t = tag();
    const store = await addStore(server, { ...EN, ...owner.headers });
    const a = await createMember(db(), { username: `x${t}a`, email: `${t}@example.com`, score: 7 });
    const b = await createMember(db(), { username: `x${t}b`, status: 'disable' });
    await createMember(db(), { username: `o${t}c` });
    await db()
      .updateTable('user')
      .set({ shop_id: store.id, last_login_time: 1_764_000_000 })
      .where('id', '=', a.id)
      .execute();

    const file = await server.data(`/api/admin/members/export?quickSearch=x${t}&tz=UTC&status=&has_store=`, {
      ...EN,
      ...editor.headers,
    });
    expect(file.filename).toMatch(/^members-\d{8}\.csv$/);
    expect(file.content.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(file.content);
    expect(header).toEqual([
      'ID',
      'Username',
      'Nickname',
      'Email',
      'Mobile',
      'Group',
      'Balance',
      'Points',
      'Store',
      'Status',
      'Joined (UTC+00:00 UTC)',
      'Last login (UTC+00:00 UTC)',
      'Last login IP',
    ]);
    expect(rows).toEqual([
      [
        String(a.id),
        `x${t}a`,
        `x${t}a`,
        `${t}@example.com`,
        '',
        'Default group',
        '0.00',
        '7',
        store.name,
        'Enabled',
        new Date(a.join_time * 1000).toISOString().slice(0, 19).replace('T', ' '),
        '2025-11-24 16:00:00',
        '',
      ],
      expect.arrayContaining([String(b.id), `x${t}b`, 'Disabled']),
    ]);

    const disabled = await server.data(`/api/admin/members/export?quickSearch=${t}&status=disable`, {
      ...ZH,
      ...owner.headers,
    });
    const [zhHeader, ...zhRows] = parseCsv(disabled.content);
    expect(zhHeader?.slice(0, 2)).toEqual(['ID', '用户名']);
    expect(zhHeader?.[10]).toBe('注册时间 (UTC+08:00 Asia/Shanghai)');
    expect(zhRows.map((row) => row[1])).toEqual([`x${t}b`]);
    expect(zhRows[0]?.[5]).toBe('默认分组');
    expect(zhRows[0]?.[9]).toBe('禁用');
  });

  it('is for operators only', async () => {
    const refused = await server.request('/api/admin/members/export', { headers: EN });
    expect(refused.body).toMatchObject({ code: 303 });
  });
});
