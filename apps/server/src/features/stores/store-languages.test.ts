import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, loginAs } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';
import { addStore, askStore, storeOwnerOf } from '../../test/store-fixtures.js';
import { BUILTIN_REPLIES } from '../chat/providers/builtin.js';

const ZH = { 'think-lang': 'zh-cn' };

/** The demo store's texts as each language's reader should see them. */
const GALAXY = {
  en: { name: DEMO_STORE.name_en, address: DEMO_STORE.address_en, description: DEMO_STORE.description_en },
  'zh-cn': { name: DEMO_STORE.name, address: DEMO_STORE.address, description: DEMO_STORE.description },
} as const;

const byUuid = (list: TestBody[], storeuuid: string) => list.find((store) => store.storeuuid === storeuuid);

describe.each(TEST_DIALECTS)("a store's texts in the reader's language on %s", (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const data = (path: string, headers: Record<string, string>) => server.data(path, headers);

  it.each([
    ['en', EN],
    ['zh-cn', ZH],
  ] as const)('lists, locates and shows the demo store in %s', async (lang, headers) => {
    const listed = await data('/api/index/instoLists?limit=100', headers);
    expect(byUuid(listed.list, DEMO_STORE.storeuuid)).toMatchObject(GALAXY[lang]);
    const near = await data(
      `/api/index/instocate?lat=${DEMO_STORE.lat}&lng=${DEMO_STORE.lng}&radius_km=1`,
      headers,
    );
    expect(byUuid(near.list, DEMO_STORE.storeuuid)).toMatchObject(GALAXY[lang]);
    const detail = await data(`/api/index/instoDetail?storeuuid=${DEMO_STORE.storeuuid}`, headers);
    expect(detail).toMatchObject(GALAXY[lang]);
    expect(detail.assistant.welcome).toContain(lang === 'en' ? 'Galaxy Coffee' : '星河咖啡');
    const options = await data(
      `/api/store/index?select=true&quickSearch=${encodeURIComponent('Galaxy')}`,
      headers,
    );
    expect(options.list).toEqual([expect.objectContaining({ name: GALAXY[lang].name })]);
  });

  it('finds a store by a keyword in either language, whatever the reader reads', async () => {
    for (const keyword of ['Caoxi North', '漕溪北路', 'light meals', '轻食']) {
      const found = await data(`/api/index/instoLists?limit=100&keyword=${encodeURIComponent(keyword)}`, EN);
      expect(
        found.list.map((store: TestBody) => store.name),
        keyword,
      ).toContain('Galaxy Coffee');
    }
  });

  it('opens the chat and names the store in the answer in the asker’s language', async () => {
    for (const [lang, headers, hello] of [
      ['en', EN, 'Hello'],
      ['zh-cn', ZH, '你好'],
    ] as const) {
      const init = await data('/api/chat/init', { ...headers, storeuuid: DEMO_STORE.storeuuid });
      expect(init.store).toMatchObject({ name: GALAXY[lang].name, description: GALAXY[lang].description });
      const greeting = await askStore(server, { storeuuid: DEMO_STORE.storeuuid, question: hello, headers });
      expect(greeting.text).toBe(BUILTIN_REPLIES[lang].greeting(GALAXY[lang].name));
    }
    const where = await askStore(server, {
      storeuuid: DEMO_STORE.storeuuid,
      question: 'Where is the store?',
    });
    expect(where.text).toContain(DEMO_STORE.address_en);
    expect(where.text).not.toContain('上海');
  });

  it("names the stores of a member's conversations in the member's language", async () => {
    const member = await createMember(server.database.db);
    const token = { 'ba-user-token': await loginAs(server.database.db, member.id) };
    await askStore(server, { storeuuid: DEMO_STORE.storeuuid, question: 'Hello', headers: token });
    for (const [lang, headers] of [
      ['en', EN],
      ['zh-cn', ZH],
    ] as const) {
      const page = await data('/api/chat/conversations', { ...token, ...headers });
      expect(page.list[0]).toMatchObject({ storeuuid: DEMO_STORE.storeuuid, store_name: GALAXY[lang].name });
    }
  });

  it('falls back to the other language where a text is empty in the reader’s, each text on its own', async () => {
    const store = await addStore(server, owner.headers, {
      name: { 'zh-cn': '', en: 'Only English' },
      address: { 'zh-cn': '南京路 1 号', en: '' },
      description: { 'zh-cn': '', en: '' },
    });
    const published = { store_id: store.id, variant: 'published' } as const;
    await server.database.db
      .updateTable('assistant')
      .set({
        welcome: JSON.stringify({ 'zh-cn': '欢迎光临', en: '' }),
        suggestions: JSON.stringify({ 'zh-cn': [], en: ['Open late?'] }),
      })
      .where('store_id', '=', published.store_id)
      .where('variant', '=', published.variant)
      .execute();
    const zh = await data(`/api/index/instoDetail?storeuuid=${store.storeuuid}`, ZH);
    expect(zh).toMatchObject({ name: 'Only English', address: '南京路 1 号', description: '' });
    expect(zh.assistant).toMatchObject({ welcome: '欢迎光临', suggestions: ['Open late?'] });
    const en = await data(`/api/index/instoDetail?storeuuid=${store.storeuuid}`, EN);
    expect(en).toMatchObject({ name: 'Only English', address: '南京路 1 号' });
    expect(en.assistant).toMatchObject({ welcome: '欢迎光临', suggestions: ['Open late?'] });
    const init = await data('/api/chat/init', { ...ZH, storeuuid: store.storeuuid });
    expect(init.store.name).toBe('Only English');
    expect(init.assistant).toMatchObject({ welcome: '欢迎光临', suggestions: ['Open late?'] });
  });

  it('gives editors both languages and names stores in their language in the console and My store', async () => {
    const store = await addStore(server, owner.headers, {
      name: { 'zh-cn': '双语小店', en: 'Two Tongues' },
      address: { 'zh-cn': '淮海路 2 号', en: '2 Huaihai Road' },
    });
    const localized = {
      name: { 'zh-cn': '双语小店', en: 'Two Tongues' },
      address: { 'zh-cn': '淮海路 2 号', en: '2 Huaihai Road' },
      description: { 'zh-cn': '', en: 'A store made by a test.' },
    };
    for (const [headers, name] of [
      [EN, 'Two Tongues'],
      [ZH, '双语小店'],
    ] as const) {
      const row = await data(`/api/admin/stores/index?quickSearch=${encodeURIComponent('Two Tongues')}`, {
        ...owner.headers,
        ...headers,
      });
      expect(row.list).toEqual([expect.objectContaining({ name, localized })]);
      const shopOwner = await storeOwnerOf(server, store.id);
      const own = await data('/api/shop/store/detail', { ...shopOwner.headers, ...headers });
      expect(own).toMatchObject({ name, localized });
    }
  });
});
