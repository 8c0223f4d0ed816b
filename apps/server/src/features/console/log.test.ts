import { AUDIT_ACTIONS } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { parseCsv } from '../../lib/csv.js';
import { en } from '../../locales/en.js';
import { zhCn } from '../../locales/zh-cn.js';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, createOperatorSession } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { addStore } from '../../test/store-fixtures.js';

const ZH = { 'think-lang': 'zh-cn' };

describe('the name of every action the server writes to the operator log', () => {
  it.each(Object.keys(AUDIT_ACTIONS))('%s has an English and a Chinese name', (action) => {
    const key = `log.action.${action}`;
    const english = (en as Record<string, string>)[key];
    const chinese = (zhCn as Record<string, string>)[key];
    expect(english, key).toMatch(/^[A-Z][^\u4e00-\u9fff]+$/);
    expect(chinese, key).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([...new Set(Object.values(AUDIT_ACTIONS))])('the kind of row %s has both names', (target) => {
    const key = `log.target.${target}`;
    expect((en as Record<string, string>)[key], key).toMatch(/^[A-Z]/);
    expect((zhCn as Record<string, string>)[key], key).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe.each(TEST_DIALECTS)('the operator log on %s', (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner, editor } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const log = (query: string, headers: Record<string, string> = owner.headers, lang = EN) =>
    server.data(`/api/admin/log/index?${query}`, { ...lang, ...headers });

  /** A store, a member whose balance the editor adjusts, and the editor's edit of the store, all logged. */
  async function changes() {
    const store = await addStore(server, { ...EN, ...editor.headers });
    const member = await createMember(db());
    const balance = await server.post(
      '/api/admin/members/balance',
      { id: member.id, kind: 'score', amount: '+5', memo: 'Welcome' },
      { ...EN, ...editor.headers },
    );
    expect(balance.body).toMatchObject({ code: 1 });
    return { store, member };
  }

  it('names actions and kinds in the reader’s language and targets by their names as they are now', async () => {
    const { store, member } = await changes();
    const renamed = `${store.name} renamed`;
    await db()
      .updateTable('store')
      .set({ name: renamed, name_en: renamed })
      .where('id', '=', store.id)
      .execute();

    const english = await log(`admin_id=${editor.operator.id}&sort=id&direction=asc`);
    expect(english.list).toMatchObject([
      {
        action: 'stores.add',
        action_name: 'Added a store',
        target_type_name: 'Store',
        target_id: String(store.id),
        target_name: renamed,
        target_gone: false,
        target_store_id: store.id,
      },
      {
        action: 'members.balance',
        action_name: "Adjusted a member's balance or points",
        target_type_name: 'Member',
        target_name: member.username,
        target_gone: false,
      },
    ]);
    const chinese = await log(`admin_id=${editor.operator.id}&sort=id&direction=asc`, owner.headers, ZH);
    expect(chinese.list).toMatchObject([
      { action_name: '新增店铺', target_type_name: '店铺', target_name: renamed },
      { action_name: '调整会员余额或积分', target_type_name: '会员', target_name: member.username },
    ]);
  });

  it('names an assistant by its name and store, and a deleted row by the name the log saw last', async () => {
    const store = await addStore(server, { ...EN, ...owner.headers });
    const draft = await db()
      .selectFrom('assistant')
      .select(['id'])
      .where('store_id', '=', store.id)
      .where('variant', '=', 'draft')
      .executeTakeFirstOrThrow();
    const edited = await server.post(
      '/api/admin/assistants/edit',
      {
        ...(await server.data(`/api/admin/assistants/detail?store_id=${store.id}`, owner.headers)).draft,
        store_id: store.id,
      },
      { ...EN, ...owner.headers },
    );
    expect(edited.body).toMatchObject({ code: 1 });
    const assistantRows = await log(`action=assistants.edit&quickSearch=${draft.id}`);
    expect(assistantRows.list[0]).toMatchObject({
      target_id: String(draft.id),
      target_name: expect.stringContaining(store.name),
      target_store_id: store.id,
      target_gone: false,
    });

    const deleted = await server.post(
      '/api/admin/stores/del',
      { ids: [store.id] },
      { ...EN, ...owner.headers },
    );
    expect(deleted.body).toMatchObject({ code: 1 });
    const gone = await log(`action=stores.del&target=store&quickSearch=${store.id}`);
    expect(gone.list[0]).toMatchObject({ target_name: store.name, target_gone: true, target_store_id: null });
  });

  it('names an article by its title now and a knowledge entry by its question, with the entry’s store', async () => {
    const name = `log-${Date.now().toString(36)}`;
    const added = await server.post(
      '/api/admin/content/add',
      { type: 'instructions', lang: 'en', name, title: 'First title', summary: '', markdown: '## First' },
      { ...EN, ...owner.headers },
    );
    expect(added.body).toMatchObject({ code: 1 });
    const articleId = added.body.data.id;
    await db().updateTable('content').set({ title: 'Title now' }).where('id', '=', articleId).execute();
    const [article] = (await log(`action=content.add&target=content&quickSearch=${articleId}`)).list;
    expect(article).toMatchObject({
      target_id: String(articleId),
      target_name: 'Title now',
      target_gone: false,
    });

    const store = await addStore(server, { ...EN, ...owner.headers });
    const entry = await server.post(
      '/api/admin/knowledge/add',
      { store_id: store.id, lang: 'en', question: 'Do you deliver?', answer: 'Yes.' },
      { ...EN, ...owner.headers },
    );
    expect(entry.body).toMatchObject({ code: 1 });
    const [knowledge] = (await log(`action=knowledge.add&quickSearch=${entry.body.data.id}`)).list;
    expect(knowledge).toMatchObject({
      target_type_name: 'Knowledge entry',
      target_name: 'Do you deliver?',
      target_store_id: store.id,
    });
  });

  it('filters by operator, action, kind of row and time, and refuses an action it does not know', async () => {
    const someone = await createOperatorSession(db(), { role: 'editor' });
    const store = await addStore(server, { ...EN, ...someone.headers });
    const member = await createMember(db());
    await server.post(
      '/api/admin/members/status',
      { id: member.id, status: 'disable' },
      { ...EN, ...someone.headers },
    );
    const actions = (page: { list: Array<{ action: string }> }) => page.list.map((row) => row.action);

    expect(actions(await log(`admin_id=${someone.operator.id}&sort=id&direction=asc`))).toEqual([
      'stores.add',
      'members.status',
    ]);
    expect(actions(await log(`admin_id=${someone.operator.id}&action=members.status`))).toEqual([
      'members.status',
    ]);
    expect(actions(await log(`admin_id=${someone.operator.id}&target=store`))).toEqual(['stores.add']);
    const [added] = (await log(`admin_id=${someone.operator.id}&target=store`)).list;
    expect(added.target_id).toBe(String(store.id));
    const at = added.create_time;
    expect((await log(`admin_id=${someone.operator.id}&from=${at}&to=${at + 60}`)).total).toBe(2);
    expect((await log(`admin_id=${someone.operator.id}&to=${at - 1}`)).total).toBe(0);
    expect((await log(`admin_id=${someone.operator.id}&from=${nowSeconds() + 3600}`)).total).toBe(0);

    const unknown = await server.request('/api/admin/log/index?action=members.score', {
      headers: { ...EN, ...owner.headers },
    });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
  });

  it('offers every operator, action and kind of row to filter by, named, to editors too', async () => {
    const filters = await server.data('/api/admin/log/filters', { ...ZH, ...editor.headers });
    expect(filters.operators).toContainEqual(
      expect.objectContaining({ id: owner.operator.id, username: owner.operator.username }),
    );
    expect(filters.actions).toHaveLength(Object.keys(AUDIT_ACTIONS).length);
    expect(filters.actions).toContainEqual({
      action: 'members.balance',
      target: 'member',
      name: '调整会员余额或积分',
    });
    expect(filters.targets).toContainEqual({ target: 'content', name: '文章' });
  });

  it('exports the filtered log as CSV with named columns, the zone in the time header, owner-only values withheld from editors', async () => {
    const someone = await createOperatorSession(db(), { role: 'editor' });
    const { store } = { store: await addStore(server, { ...EN, ...someone.headers }) };
    const made = await server.post(
      '/api/admin/operators/add',
      { username: `op${Date.now().toString(36)}`, password: 'secret-123', role: 'editor' },
      { ...EN, ...owner.headers },
    );
    expect(made.body).toMatchObject({ code: 1 });

    const exported = async (query: string, headers: Record<string, string>, lang = EN) =>
      parseCsv((await server.data(`/api/admin/log/export?${query}`, { ...lang, ...headers })).content);

    const [header, ...rows] = await exported(`admin_id=${someone.operator.id}&tz=UTC`, owner.headers);
    expect(header).toEqual([
      'Time (UTC+00:00 UTC)',
      'Who',
      'As',
      'Action',
      'Kind',
      'Changed',
      'ID',
      'IP',
      'Before',
      'After',
    ]);
    expect(rows).toHaveLength(1);
    const [logged] = (await log(`admin_id=${someone.operator.id}`)).list;
    expect(rows[0]).toEqual([
      new Date(logged.create_time * 1000).toISOString().slice(0, 19).replace('T', ' '),
      someone.operator.username,
      'Operator',
      'Added a store',
      'Store',
      store.name,
      String(store.id),
      logged.ip,
      '',
      expect.stringContaining(`"name":${JSON.stringify(store.name)}`),
    ]);

    const [zhHeader] = await exported(`admin_id=${someone.operator.id}`, owner.headers, ZH);
    expect(zhHeader?.slice(0, 4)).toEqual(['时间 (UTC+08:00 Asia/Shanghai)', '修改人', '身份', '操作']);

    const ownerOnly = `admin_id=${owner.operator.id}&action=operators.add`;
    const [, ...asOwner] = await exported(ownerOnly, owner.headers);
    const [, ...asEditor] = await exported(ownerOnly, editor.headers);
    expect(asOwner[0]?.[9]).toContain('"role":"editor"');
    expect(asEditor[0]?.slice(8)).toEqual(['(only site owners see this)', '(only site owners see this)']);
  });
});
