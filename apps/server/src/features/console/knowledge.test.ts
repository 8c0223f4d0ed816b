import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { addStore, askStore } from '../../test/store-fixtures.js';

/** Entries with everything a CSV has to carry exactly: separators, quotes, line breaks, CJK, emoji. */
const TRICKY = [
  {
    lang: 'en',
    question: 'Hours, on "holidays"?',
    answer: 'Open 10:00–18:00,\r\nclosed on\nNew Year 🎆',
    tags: 'hours,holiday',
    weigh: 30,
  },
  {
    lang: 'zh-cn',
    question: '可以带狗吗？🐶',
    answer: '可以，"小型犬"请牵绳。\n大型犬请提前预约。',
    tags: '宠物',
    weigh: 20,
  },
  { lang: 'en', question: 'Wifi', answer: '"free"', tags: '', weigh: -5 },
];

describe.each(TEST_DIALECTS)('console knowledge on %s', (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown) =>
    server.post(`/api/admin/knowledge/${path}`, body, { ...EN, ...owner.headers });
  const list = (query: string) => server.data(`/api/admin/knowledge/index?${query}`, owner.headers);
  const exported = async (storeId: number) =>
    server.data(`/api/admin/knowledge/export?store_id=${storeId}`, owner.headers);

  it('adds, searches, edits and deletes draft entries, each change logged, and testagent answers with them', async () => {
    const store = await addStore(server, owner.headers);
    const added = await post('add', {
      store_id: store.id,
      lang: 'en',
      question: 'Do you sell 50% off coupons?',
      answer: 'No.',
    });
    expect(added.body).toMatchObject({
      code: 1,
      data: { question: 'Do you sell 50% off coupons?', weigh: 0 },
    });
    const id = added.body.data.id;
    await post('add', {
      store_id: store.id,
      lang: 'zh-cn',
      question: '有停车位吗？',
      answer: '有两个。',
      weigh: 9,
    });
    expect((await list(`store_id=${store.id}`)).list.map((row: { weigh: number }) => row.weigh)).toEqual([
      9, 0,
    ]);
    expect((await list(`store_id=${store.id}&quickSearch=50%25`)).list).toMatchObject([{ id }]);
    expect((await list(`store_id=${store.id}&quickSearch=5_`)).total).toBe(0);
    expect((await list(`store_id=${store.id}&lang=zh-cn`)).total).toBe(1);

    const edited = await post('edit', {
      id,
      lang: 'en',
      question: 'Coupons?',
      answer: 'Only in spring.',
      tags: 'sale',
    });
    expect(edited.body).toMatchObject({ code: 1, data: { id, answer: 'Only in spring.' } });
    expect(
      // The operator tries the draft: only operators, its store's owner and a testagent host reach it.
      (
        await askStore(server, {
          storeuuid: store.storeuuid,
          question: 'Coupons?',
          agentType: 'testagent',
          headers: owner.headers,
        })
      ).text,
    ).toBe('Only in spring.');
    expect((await post('del', { ids: [id] })).body).toMatchObject({ code: 1 });
    for (const action of ['knowledge.add', 'knowledge.edit', 'knowledge.del']) {
      const [row] = await logRowsOf(server, action, id);
      expect(row, action).toBeDefined();
      expect(JSON.parse((action === 'knowledge.del' ? row?.before : row?.after) ?? '')).toMatchObject({
        id,
        store_id: store.id,
      });
    }
  });

  it('disables and enables entries in bulk: kept and published, unused by answers, logged, all or none', async () => {
    const store = await addStore(server, owner.headers);
    const ask = async (question: string, agentType: 'agent' | 'testagent' = 'testagent') =>
      (await askStore(server, { storeuuid: store.storeuuid, question, agentType, headers: owner.headers }))
        .text;
    const add = async (question: string, answer: string) =>
      (await post('add', { store_id: store.id, lang: 'en', question, answer })).body.data;
    const parking = await add('Is there parking?', 'Two spaces behind the shop.');
    const wifi = await add('Is there wifi?', 'Free wifi, ask for the password.');
    expect(parking.status).toBe('enable');
    expect(await ask('Is there parking?')).toBe('Two spaces behind the shop.');

    const missing = await post('status', { ids: [parking.id, 999_999], status: 'disable' });
    expect(missing.body).toMatchObject({ code: 0, msg: 'This knowledge entry does not exist' });
    const disabled = await post('status', { ids: [parking.id, wifi.id], status: 'disable' });
    expect(disabled.body).toMatchObject({ code: 1, data: { changed: 2 } });
    expect((await post('status', { ids: [wifi.id], status: 'disable' })).body.data).toEqual({ changed: 0 });
    expect((await list(`store_id=${store.id}`)).list.map((row: { status: string }) => row.status)).toEqual([
      'disable',
      'disable',
    ]);
    expect(await ask('Is there parking?')).not.toContain('Two spaces');
    const diff = await server.data(`/api/admin/assistants/diff?store_id=${store.id}`, owner.headers);
    expect(diff.knowledge.added.list.map((entry: { status: string }) => entry.status)).toEqual([
      'disable',
      'disable',
    ]);
    expect((await exported(store.id)).content).toContain('Two spaces behind the shop.,,0,disable\r\n');

    await server.post('/api/admin/assistants/publish', { store_id: store.id }, owner.headers);
    expect(await ask('Is there parking?', 'agent')).not.toContain('Two spaces');
    expect((await post('status', { ids: [parking.id], status: 'enable' })).body.data).toEqual({ changed: 1 });
    expect(await ask('Is there parking?')).toBe('Two spaces behind the shop.');
    const changed = await server.data(`/api/admin/assistants/diff?store_id=${store.id}`, owner.headers);
    expect(changed.knowledge.changed.list).toMatchObject([
      { published: { status: 'disable' }, draft: { status: 'enable' } },
    ]);
    const logged = (await logRowsOf(server, 'knowledge.status', parking.id)).map((row) => [
      JSON.parse(row.before).status,
      JSON.parse(row.after).status,
    ]);
    expect(logged).toEqual([
      ['enable', 'disable'],
      ['disable', 'enable'],
    ]);
  });

  it('refuses published entries, unknown ids and bad fields, changing nothing', async () => {
    const store = await addStore(server, owner.headers);
    const entry = (await post('add', { store_id: store.id, lang: 'en', question: 'Q?', answer: 'A.' })).body
      .data;
    await server.post('/api/admin/assistants/publish', { store_id: store.id }, owner.headers);
    const publishedId = (
      await server.database.db
        .selectFrom('knowledge')
        .innerJoin('assistant', 'assistant.id', 'knowledge.assistant_id')
        .select('knowledge.id')
        .where('assistant.store_id', '=', store.id)
        .where('assistant.variant', '=', 'published')
        .executeTakeFirstOrThrow()
    ).id;
    const notFound = { code: 0, msg: 'This knowledge entry does not exist' };
    expect(
      (await post('edit', { id: publishedId, lang: 'en', question: 'Q?', answer: 'B.' })).body,
    ).toMatchObject(notFound);
    expect((await post('del', { ids: [entry.id, publishedId] })).body).toMatchObject(notFound);
    expect((await post('del', { ids: [999_999] })).body).toMatchObject(notFound);
    expect((await list(`store_id=${store.id}`)).total).toBe(1);
    const bad = await post('add', { store_id: store.id, lang: 'fr', question: 'Q', answer: 'A' });
    expect(bad.body).toMatchObject({
      code: 0,
      msg: 'Please choose a language: zh-cn or en',
      data: { field: 'lang' },
    });
  });

  it('exports CSV that imports back exactly: commas, quotes, line breaks, CJK and emoji', async () => {
    const store = await addStore(server, owner.headers);
    for (const entry of TRICKY) await post('add', { store_id: store.id, ...entry });
    const file = await exported(store.id);
    expect(file.filename).toMatch(new RegExp(`^knowledge-${store.id}-\\d{8}\\.csv$`));
    expect(file.content.startsWith('\uFEFFlang,question,answer,tags,weigh,status\r\n')).toBe(true);

    const copy = await addStore(server, owner.headers);
    const imported = await post('import', { store_id: copy.id, csv: file.content, mode: 'replace' });
    expect(imported.body).toMatchObject({
      code: 1,
      msg: 'Knowledge imported',
      data: { imported: 3, removed: 0, failed: [] },
    });
    expect((await exported(copy.id)).content).toBe(file.content);
    const entries = (await list(`store_id=${copy.id}`)).list.map(
      ({ lang, question, answer, tags, weigh }: Record<string, unknown>) => ({
        lang,
        question,
        answer,
        tags,
        weigh,
      }),
    );
    expect(entries).toEqual(TRICKY);
    const [logged] = await logRowsOf(server, 'knowledge.import', copy.id);
    expect(JSON.parse(logged?.after ?? '')).toMatchObject({ mode: 'replace', imported: 3, entries: 3 });
  });

  it('appends or replaces, and imports nothing when a row fails, saying which rows and why', async () => {
    const store = await addStore(server, owner.headers);
    await post('add', { store_id: store.id, lang: 'en', question: 'Old?', answer: 'Old.' });
    const csv = 'Question,ANSWER,lang\nNew?,New.,en\r\n新？,新。,zh-cn\n';
    expect((await post('import', { store_id: store.id, csv })).body.data).toMatchObject({
      imported: 2,
      removed: 0,
    });
    expect((await list(`store_id=${store.id}`)).total).toBe(3);
    const replaced = await post('import', { store_id: store.id, csv, mode: 'replace' });
    expect(replaced.body.data).toMatchObject({ imported: 2, removed: 3 });

    const broken =
      'lang,question,answer,weigh\nen,Fine?,Yes.,1\nde,Bad lang,x,2\nen,,empty question,3\nen,Weigh?,x,heavy\n';
    const refused = await post('import', { store_id: store.id, csv: broken, mode: 'replace' });
    expect(refused.body).toMatchObject({
      code: 1,
      msg: 'Nothing was imported: correct the rows listed and try again',
    });
    expect(refused.body.data).toEqual({
      imported: 0,
      removed: 0,
      failed: [
        { row: 3, field: 'lang', message: 'Please choose a language: zh-cn or en' },
        { row: 4, field: 'question', message: 'Required' },
        { row: 5, field: 'weigh', message: 'Incorrect parameter!' },
      ],
    });
    expect((await list(`store_id=${store.id}`)).total).toBe(2);
    const unreadable = await post('import', {
      store_id: store.id,
      csv: 'lang,question,answer\nen,"open,x\n',
    });
    expect(unreadable.body.data.failed).toMatchObject([{ row: 2, field: '' }]);
    const headless = await post('import', { store_id: store.id, csv: 'a,b\n1,2\n' });
    expect(headless.body.data.failed.map((problem: { field: string }) => problem.field)).toEqual([
      'lang',
      'question',
      'answer',
    ]);
    expect(await logRowsOf(server, 'knowledge.import', store.id)).toHaveLength(2);
  });
});
