import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { EN, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';

const unique = () => `t-${Math.random().toString(36).slice(2, 10)}`;

describe.each(TEST_DIALECTS)('console content on %s', (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner, editor } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers = editor.headers) =>
    server.post(`/api/admin/content/${path}`, body, { ...EN, ...headers });
  const list = (query: string) => server.data(`/api/admin/content/index?${query}`, editor.headers);
  const publicArticle = (query: string, lang: Record<string, string> = EN) =>
    server.request(`/api/content/detail?${query}`, { headers: lang });
  const article = (name: string, lang: 'zh-cn' | 'en', extra: Record<string, unknown> = {}) => ({
    type: 'instructions',
    lang,
    name,
    title: `${lang} title of ${name}`,
    summary: 'A short summary',
    markdown: `## ${name}\n\nFirst version in ${lang}.`,
    ...extra,
  });

  it('lists every version in both languages, enabled or not, filtered, searched and sorted', async () => {
    const all = await list('type=instructions&limit=100');
    const zh = await list('type=instructions&lang=zh-cn&limit=100');
    const en = await list('type=instructions&lang=en&limit=100');
    expect(all.total).toBe(zh.total + en.total);
    expect(zh.list.every((row: TestBody) => row.lang === 'zh-cn' && row.type === 'instructions')).toBe(true);
    expect(en.list.map((row: TestBody) => row.number).sort()).toEqual(
      zh.list.map((row: TestBody) => row.number).sort(),
    );
    const found = await list('quickSearch=account-security');
    expect(found.list.map((row: TestBody) => row.lang).sort()).toEqual(['en', 'zh-cn']);
    const ids = Object.fromEntries(found.list.map((row: TestBody) => [row.lang, row.id]));
    for (const row of found.list) {
      expect(row.versions).toEqual([
        { id: ids['zh-cn'], lang: 'zh-cn', status: 'enable' },
        { id: ids.en, lang: 'en', status: 'enable' },
      ]);
    }
    const byWeigh = await list('type=doc&lang=en&sort=weigh&direction=desc');
    const weighs = byWeigh.list.map((row: TestBody) => row.weigh);
    expect(weighs).toEqual([...weighs].sort((a, b) => b - a));
    const detail = await server.data(`/api/admin/content/detail?id=${found.list[0].id}`, editor.headers);
    expect(detail.markdown).toMatch(/^## /m);
    expect(detail.extra).toBe('');
  });

  it('adds an article in both languages under one number, shown on the public pages at once', async () => {
    const name = unique();
    const zh = await post('add', article(name, 'zh-cn', { weigh: 5 }));
    expect(zh.body).toMatchObject({ code: 1, msg: 'Saved', data: { name, lang: 'zh-cn', status: 'enable' } });
    const { number } = zh.body.data;
    const highest = await list('type=instructions&sort=number&direction=desc&limit=10');
    expect(highest.list[0].number).toBe(number);

    expect((await list(`quickSearch=${name}`)).list[0].versions).toEqual([
      { id: zh.body.data.id, lang: 'zh-cn', status: 'enable' },
    ]);

    const en = await post('add', article(name, 'en', { weigh: 9 }));
    expect(en.body).toMatchObject({ code: 1, data: { number, lang: 'en', weigh: 9 } });
    const again = await post('add', article(name, 'en'));
    expect(again.body).toMatchObject({ code: 0, msg: 'This article already has a version in this language' });

    const shown = await publicArticle(`type=instructions&id=${number}`);
    expect(shown.body.data).toMatchObject({ title: `en title of ${name}`, lang: 'en', order: 9 });
    const shownZh = await publicArticle(`type=instructions&name=${name}`, {});
    expect(shownZh.body.data).toMatchObject({ title: `zh-cn title of ${name}`, order: 9 });
    const added = (await logRowsOf(server, 'content.add')).filter(
      (row) => JSON.parse(row.after).name === name,
    );
    expect(added.map((row) => [row.admin_id, row.target, JSON.parse(row.after).lang])).toEqual([
      [editor.operator.id, 'content', 'zh-cn'],
      [editor.operator.id, 'content', 'en'],
    ]);
  });

  it('edits a help article: the public page shows it at once, name and order change in both languages', async () => {
    const name = unique();
    const zh = (await post('add', article(name, 'zh-cn'))).body.data;
    const en = (await post('add', article(name, 'en'))).body.data;
    const renamed = unique();
    const edited = await post('edit', {
      id: en.id,
      name: renamed,
      title: 'Edited title',
      summary: '',
      markdown: '## Edited\n\nNew text.',
      weigh: 42,
      status: 'enable',
    });
    expect(edited.body).toMatchObject({ code: 1, data: { id: en.id, name: renamed, title: 'Edited title' } });
    const shown = await publicArticle(`type=instructions&id=${en.number}`);
    expect(shown.body.data).toMatchObject({
      name: renamed,
      title: 'Edited title',
      markdown: '## Edited\n\nNew text.',
    });
    const zhNow = await server.data(`/api/admin/content/detail?id=${zh.id}`, editor.headers);
    expect(zhNow).toMatchObject({ name: renamed, weigh: 42, title: `zh-cn title of ${name}` });

    const [logged] = await logRowsOf(server, 'content.edit', en.id);
    expect(JSON.parse(logged?.before ?? '')).toMatchObject({ name, title: `en title of ${name}` });
    expect(JSON.parse(logged?.after ?? '')).toMatchObject({ name: renamed, title: 'Edited title' });

    const other = (await list('type=instructions&lang=en&sort=number&direction=asc')).list[0];
    const clash = await post('edit', { ...edited.body.data, name: other.name });
    expect(clash.body).toMatchObject({ code: 0, msg: 'Another article of this type already uses this name' });
  });

  it('disables, enables and deletes versions, each logged, the public pages following', async () => {
    const name = unique();
    const zh = (await post('add', article(name, 'zh-cn'))).body.data;
    const en = (await post('add', article(name, 'en'))).body.data;
    const hidden = await post('status', { id: en.id, status: 'disable' });
    expect(hidden.body).toMatchObject({ code: 1, data: { status: 'disable' } });
    // Without an enabled English version, English readers get the Chinese one.
    expect((await publicArticle(`type=instructions&name=${name}`)).body.data.lang).toBe('zh-cn');
    await post('status', { id: en.id, status: 'enable' });
    expect((await publicArticle(`type=instructions&name=${name}`)).body.data.lang).toBe('en');

    expect((await post('del', { ids: [zh.id, en.id] })).body).toMatchObject({ code: 1, msg: 'Deleted' });
    expect((await publicArticle(`type=instructions&name=${name}`)).body).toMatchObject({
      code: 0,
      msg: 'This article does not exist or has been removed',
    });
    const deleted = (await logRowsOf(server, 'content.del')).filter(
      (row) => JSON.parse(row.before).name === name,
    );
    expect(deleted.map((row) => row.target_id).sort()).toEqual([String(zh.id), String(en.id)].sort());
    const statuses = await logRowsOf(server, 'content.status', en.id);
    expect(statuses.map((row) => JSON.parse(row.after).status)).toEqual(['disable', 'enable']);
  });

  it('keeps an example’s conversation, checked as JSON turns', async () => {
    const name = unique();
    const store = await server.database.db.selectFrom('store').select('storeuuid').executeTakeFirstOrThrow();
    const base = { ...article(name, 'en'), type: 'example' };
    const broken = await post('add', { ...base, extra: '{"turns": "nope"}' }, owner.headers);
    expect(broken.body).toMatchObject({
      code: 0,
      msg: expect.stringContaining('Enter the conversation as JSON'),
    });
    const extra = JSON.stringify({
      storeuuid: store.storeuuid,
      turns: [
        { role: 'user', content: 'Hi?' },
        { role: 'assistant', content: 'Hello!' },
      ],
    });
    const added = await post('add', { ...base, extra }, owner.headers);
    expect(added.body).toMatchObject({ code: 1, data: { type: 'example', extra } });
    const shown = await publicArticle(`type=example&id=${added.body.data.number}`);
    expect(shown.body.data).toMatchObject({
      storeuuid: store.storeuuid,
      turns: [{ content: 'Hi?' }, { content: 'Hello!' }],
    });
  });

  it.each([
    [
      'a name with capitals',
      { name: 'Bad-Name' },
      'Use 1 to 60 lowercase letters, digits or -, starting with a letter or digit',
    ],
    ['an empty title', { title: '  ' }, 'Required'],
    ['an empty text', { markdown: '\n ' }, 'Required'],
    [
      'a text over 50,000 characters',
      { markdown: 'x'.repeat(50_001) },
      'The article can be at most 50,000 characters',
    ],
    ['an unknown type', { type: 'blog' }, 'Incorrect parameter!'],
  ])('refuses an article with %s, saying why', async (_name, change, msg) => {
    const refused = await post('add', { ...article(unique(), 'en'), ...change });
    expect(refused.body).toMatchObject({ code: 0, msg });
  });

  it('answers an article that does not exist with a translated message', async () => {
    const missing = { code: 0, msg: 'This article does not exist or has been removed' };
    expect((await post('status', { id: 999999, status: 'disable' })).body).toMatchObject(missing);
    const detail = await server.request('/api/admin/content/detail?id=999999', {
      headers: { ...EN, ...editor.headers },
    });
    expect(detail.body).toMatchObject(missing);
  });
});
