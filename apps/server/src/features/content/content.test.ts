import { CONTENT_TYPES } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SEED } from '../../cli/seed/content.js';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { EN, startTestServer, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';

const titles = (list: TestBody[]) => list.map((article) => article.title);

describe.each(TEST_DIALECTS)('content API on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const data = (path: string, headers?: Record<string, string>) => server.data(path, headers);

  it('lists every type in both languages, numbered within the type, in seed order', async () => {
    for (const type of CONTENT_TYPES) {
      const seeded = CONTENT_SEED.filter((article) => article.type === type);
      const zh = await data(`/api/content/index?type=${type}&limit=100`);
      const en = await data(`/api/content/index?type=${type}&limit=100`, EN);
      expect(zh.total).toBe(seeded.length);
      expect(titles(zh.list)).toEqual(seeded.map((article) => article.versions['zh-cn'].title));
      expect(titles(en.list)).toEqual(seeded.map((article) => article.versions.en.title));
      expect(en.list.map((article: TestBody) => article.id)).toEqual(seeded.map((_, index) => index + 1));
      expect(en.list[0]).toEqual({
        id: 1,
        type,
        name: seeded[0]?.name,
        title: seeded[0]?.versions.en.title,
        summary: seeded[0]?.versions.en.summary,
        order: expect.any(Number),
      });
    }
    expect((await data('/api/content/index?type=instructions')).total).toBeGreaterThanOrEqual(6);
    const all = await data('/api/content/index?type=instructions&limit=20');
    const ids = (page: { list: TestBody[] }) => page.list.map((article) => article.id);
    const first = await data('/api/content/index?type=instructions&limit=10');
    expect(ids(first)).toEqual(ids(all).slice(0, 10));
    expect(ids(first).slice(0, 4)).toEqual([1, 2, 3, 4]);
    const second = await data('/api/content/index?type=instructions&page=2&limit=10');
    expect(ids(second)).toEqual(ids(all).slice(10, 20));
  });

  it('opens an article by id in either language, with markdown headings and no raw HTML', async () => {
    const zh = await data('/api/content/detail?type=instructions&id=1');
    const en = await data('/api/content/detail?type=instructions&id=1', EN);
    expect(zh).toMatchObject({ id: 1, type: 'instructions', name: 'how-to-chat', lang: 'zh-cn', turns: [] });
    expect(en).toMatchObject({ id: 1, name: 'how-to-chat', lang: 'en', storeuuid: null });
    expect(en.title).not.toBe(zh.title);
    expect(en.markdown).toMatch(/^## /m);
    expect(en.update_time).toEqual(expect.any(Number));
    for (const article of CONTENT_SEED) {
      for (const version of Object.values(article.versions)) {
        const prose = version.markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
        expect(prose, `${article.type}/${article.name}`).not.toMatch(/<[a-z!/]/i);
        expect(version.markdown, `${article.type}/${article.name}`).toMatch(/^## /m);
      }
    }
  });

  it('opens the documents by name', async () => {
    for (const name of ['terms', 'privacy', 'about']) {
      const zh = await data(`/api/content/detail?type=doc&name=${name}`);
      const en = await data(`/api/content/detail?type=doc&name=${name}`, EN);
      expect(zh).toMatchObject({ type: 'doc', name, lang: 'zh-cn' });
      expect(en).toMatchObject({ type: 'doc', name, lang: 'en' });
    }
    expect((await data('/api/content/detail?type=doc&name=terms', EN)).title).toBe('Terms of service');
  });

  it('gives an example its store and conversation turns, visitor first', async () => {
    for (const headers of [{}, EN]) {
      const example = await data('/api/content/detail?type=example&id=1', headers);
      expect(example.storeuuid).toBe(DEMO_STORE.storeuuid);
      expect(example.turns.length).toBeGreaterThanOrEqual(4);
      expect(example.turns.map((turn: TestBody) => turn.role)).toEqual(
        example.turns.map((_: TestBody, index: number) => (index % 2 === 0 ? 'user' : 'assistant')),
      );
    }
    const en = await data('/api/content/detail?type=example&id=1', EN);
    expect(en.turns[0]).toEqual({ role: 'user', content: 'What are your opening hours?' });
    const stores = await data('/api/index/instoLists?limit=100');
    for (const id of [1, 2, 3]) {
      const { storeuuid } = await data(`/api/content/detail?type=example&id=${id}`);
      expect(stores.list.map((store: TestBody) => store.storeuuid)).toContain(storeuuid);
    }
    // The footer links of the seeded site config open these two.
    expect((await data('/api/content/detail?type=guide&id=1')).name).toBe('getting-started');
  });

  it('falls back to Chinese for an article without a version in the language', async () => {
    const { db } = server.database;
    const now = Math.floor(Date.now() / 1000);
    const row = {
      type: 'instructions' as const,
      number: 90,
      name: 'zh-only',
      title: '只有中文',
      markdown: '## 中文',
    };
    await db
      .insertInto('content')
      .values({ ...row, lang: 'zh-cn', update_time: now, create_time: now })
      .execute();
    await db
      .insertInto('content')
      .values({ ...row, lang: 'en', title: 'Draft', status: 'disable', update_time: now, create_time: now })
      .execute();
    try {
      const list = await data('/api/content/index?type=instructions&limit=100', EN);
      expect(list.list.find((article: TestBody) => article.id === 90)).toMatchObject({ title: '只有中文' });
      expect(list.total).toBe(CONTENT_SEED.filter((article) => article.type === 'instructions').length + 1);
      expect(await data('/api/content/detail?type=instructions&id=90', EN)).toMatchObject({
        lang: 'zh-cn',
        title: '只有中文',
      });
      expect((await data('/api/content/detail?type=instructions&name=zh-only', EN)).id).toBe(90);
    } finally {
      await db.deleteFrom('content').where('name', '=', 'zh-only').execute();
    }
  });

  it('searches titles and summaries, with LIKE wildcards as plain text', async () => {
    const zh = await data(`/api/content/index?type=instructions&keyword=${encodeURIComponent('密码')}`);
    expect(zh.list.map((article: TestBody) => article.name)).toContain('account-security');
    const en = await data('/api/content/index?type=instructions&keyword=PASSWORD', EN);
    expect(en.list.map((article: TestBody) => article.name)).toContain('account-security');
    expect((await data('/api/content/index?type=instructions&keyword=%25', EN)).total).toBe(0);
    expect((await data('/api/content/index?type=instructions&keyword=_', EN)).total).toBe(0);
  });

  it.each([
    ['an unknown id', 'type=instructions&id=999999'],
    ['an unknown name', 'type=doc&name=nope'],
    ['a name of another type', 'type=instructions&name=terms'],
    ['an id of another type', 'type=doc&id=4'],
  ])('answers code 0 with a translated message for %s', async (_name, query) => {
    expect((await server.request(`/api/content/detail?${query}`, { headers: EN })).body).toMatchObject({
      code: 0,
      msg: 'This article does not exist or has been removed',
    });
    expect((await server.request(`/api/content/detail?${query}`)).body.msg).toBe('该文章不存在或已下线');
  });

  it('hides disabled articles', async () => {
    const { db } = server.database;
    await db.updateTable('content').set({ status: 'disable' }).where('name', '=', 'about').execute();
    try {
      expect((await server.request('/api/content/detail?type=doc&name=about')).body.code).toBe(0);
      expect((await data('/api/content/index?type=doc')).total).toBe(2);
    } finally {
      await db.updateTable('content').set({ status: 'enable' }).where('name', '=', 'about').execute();
    }
  });

  it.each([
    ['an unknown type', '/api/content/index?type=blog'],
    ['a missing type', '/api/content/index'],
    ['neither id nor name', '/api/content/detail?type=doc'],
    ['an id of letters', '/api/content/detail?type=doc&id=abc'],
    ['a name with a path', `/api/content/detail?type=doc&name=${encodeURIComponent('../terms')}`],
    ['a keyword of 51 characters', `/api/content/index?type=guide&keyword=${'x'.repeat(51)}`],
  ])('refuses %s with code 0', async (_name, path) => {
    expect((await server.request(path, { headers: EN })).body).toMatchObject({
      code: 0,
      msg: 'Incorrect parameter!',
    });
  });
});
