import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { addStore, askStore } from '../../test/store-fixtures.js';

describe.each(TEST_DIALECTS)('console stores on %s', (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner, editor } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers = owner.headers) =>
    server.post(`/api/admin/stores/${path}`, body, { ...EN, ...headers });
  const list = (query: string) => server.data(`/api/admin/stores/index?${query}`, owner.headers);
  const ids = (page: { list: Array<{ id: number }> }) => page.list.map((row) => row.id);

  it('adds a store with a server-made uuid and two empty assistants, so its chat answers at once', async () => {
    const store = await addStore(server, editor.headers, {
      name: { 'zh-cn': ' 茶馆', en: '  Tea House ' },
      hours: '8:00 - 14:00，17:00~02:00',
      featured: true,
    });
    expect(store).toMatchObject({
      name: 'Tea House',
      localized: {
        name: { 'zh-cn': '茶馆', en: 'Tea House' },
        address: { 'zh-cn': '', en: '88 Caoxi North Road' },
      },
      hours: '08:00-14:00, 17:00-02:00',
      province_name: 'Shanghai',
      district_code: '310104',
      featured: true,
      is_default: false,
      status: 'open',
      lat: 31.19,
    });
    expect(store.storeuuid).toMatch(/^[0-9a-f-]{36}$/);
    const assistants = await server.database.db
      .selectFrom('assistant')
      .select(['id', 'variant', 'name'])
      .where('store_id', '=', store.id)
      .orderBy('variant')
      .execute();
    expect(assistants.map((row) => row.variant)).toEqual(['draft', 'published']);
    // Named after the store in each language.
    expect(assistants.map((row) => JSON.parse(row.name))).toEqual([
      { 'zh-cn': '茶馆', en: 'Tea House' },
      { 'zh-cn': '茶馆', en: 'Tea House' },
    ]);
    const knowledge = await server.database.db
      .selectFrom('knowledge')
      .select('id')
      .where(
        'assistant_id',
        'in',
        assistants.map((row) => row.id),
      )
      .execute();
    expect(knowledge).toEqual([]);

    const answer = await askStore(server, { storeuuid: store.storeuuid, question: 'Do you have wifi?' });
    expect(answer.events.at(-1)?.type).toBe('done');
    const [logged] = await logRowsOf(server, 'stores.add', store.id);
    expect(logged).toMatchObject({ admin_id: editor.operator.id, target: 'store' });
    expect(JSON.parse(logged?.after ?? '')).toMatchObject({ name: 'Tea House', storeuuid: store.storeuuid });
  });

  it('searches name and address in either language, filters by area, status and featured, sorts and pages', async () => {
    const tag = `q${Date.now().toString(36)}`;
    const a = await addStore(server, owner.headers, { name: { 'zh-cn': `${tag} 阿尔法` }, featured: true });
    const b = await addStore(server, owner.headers, {
      name: { en: 'Beta' },
      address: { en: `${tag} Road 5` },
      status: 'closed',
      province_code: '110000',
      city_code: '110100',
      district_code: '110101',
    });
    expect(ids(await list(`quickSearch=${tag}&sort=id&direction=asc`))).toEqual([a.id, b.id]);
    expect(ids(await list(`quickSearch=${tag}&status=closed`))).toEqual([b.id]);
    expect(ids(await list(`quickSearch=${tag}&status=&featured=&area=&sort=id&direction=asc`))).toEqual([
      a.id,
      b.id,
    ]);
    expect(ids(await list(`quickSearch=${tag}&featured=1`))).toEqual([a.id]);
    expect(ids(await list(`quickSearch=${tag}&area=110100`))).toEqual([b.id]);
    expect(ids(await list(`quickSearch=${tag}&area=310104`))).toEqual([a.id]);
    const page = await list(`quickSearch=${tag}&sort=name&direction=asc&limit=10`);
    expect(page).toMatchObject({ total: 2, list: [{ id: b.id }, { id: a.id }] });
    expect(await list(`quickSearch=${tag}&limit=10&page=2`)).toMatchObject({ total: 2, list: [] });
    expect(
      (await server.request('/api/admin/stores/index?sort=password', { headers: owner.headers })).body,
    ).toMatchObject({ code: 0 });
  });

  it('edits every field, logs before and after, shows the change in the listing, and moves the default mark', async () => {
    const store = await addStore(server, owner.headers);
    const edit = await post('edit', {
      id: store.id,
      name: { 'zh-cn': '新店名', en: 'Renamed' },
      logo: '/storage/default/20261126/logo.png',
      province_code: '440000',
      city_code: '440100',
      district_code: '440106',
      address: { 'zh-cn': '天河路 1 号', en: 'Tianhe Road 1' },
      lat: 23.13,
      lng: 113.33,
      phone: '+86 20 1234 5678',
      hours: '10:00-22:00',
      description: { en: 'New words' },
      status: 'open',
      featured: false,
      is_default: true,
    });
    expect(edit.body).toMatchObject({
      code: 1,
      msg: 'Saved',
      data: { name: 'Renamed', city_name: 'Guangzhou' },
    });
    const detail = await server.data(`/api/index/instoDetail?storeuuid=${store.storeuuid}`, EN);
    expect(detail).toMatchObject({ name: 'Renamed', hours: '10:00-22:00', district_code: '440106' });
    // A Chinese reader gets the Chinese texts, and the English description where there is no Chinese one.
    expect(await server.data(`/api/index/instoDetail?storeuuid=${store.storeuuid}`)).toMatchObject({
      name: '新店名',
      address: '天河路 1 号',
      description: 'New words',
    });
    const [logged] = await logRowsOf(server, 'stores.edit', store.id);
    expect(JSON.parse(logged?.before ?? '')).toMatchObject({ name: store.name });
    expect(JSON.parse(logged?.after ?? '')).toMatchObject({
      name: 'Renamed',
      localized: { name: { 'zh-cn': '新店名', en: 'Renamed' } },
      is_default: true,
    });
    const defaults = await server.database.db
      .selectFrom('store')
      .select('id')
      .where('is_default', '=', 1)
      .execute();
    expect(defaults).toEqual([{ id: store.id }]);
    const site = await server.data('/api/index/index', EN);
    expect(site.chat).toMatchObject({ storeuuid: store.storeuuid, storeName: 'Renamed' });
    expect((await server.data('/api/index/index')).chat).toMatchObject({ storeName: '新店名' });
  });

  it('refuses bad fields with a translated message and the field', async () => {
    const store = await addStore(server, owner.headers);
    const base = { id: store.id, name: { en: 'Ok' } };
    const cases: Array<[object, string, string]> = [
      [
        { hours: 'all day' },
        'hours',
        'Enter opening hours as ranges like 08:00-22:00, at most 4, comma-separated',
      ],
      [{ lat: 31.2 }, 'lng', 'Please enter a valid location'],
      [{ lat: 95, lng: 120 }, 'lat', 'Please enter a valid location'],
      [{ province_code: '310000', city_code: '440100' }, 'city_code', 'Please choose the province before'],
      [{ province_code: '999999' }, 'province_code', 'Please choose the province before'],
      [{ phone: 'call me' }, 'phone', 'Please enter a phone number'],
      [{ logo: 'javascript:alert(1)' }, 'logo', 'Incorrect parameter!'],
      [{ name: { 'zh-cn': ' ', en: '' } }, 'name.zh-cn', 'Required'],
      [{ address: { en: 'x'.repeat(201) } }, 'address.en', 'too long'],
    ];
    for (const [fields, field, message] of cases) {
      const { body } = await post('edit', { ...base, ...fields });
      expect(body, JSON.stringify(fields)).toMatchObject({ code: 0, data: { field } });
      expect(body.msg).toContain(message);
    }
    expect((await post('edit', { ...base, id: 999_999 })).body).toMatchObject({
      code: 0,
      msg: 'This store does not exist or has been removed',
    });
    expect(await logRowsOf(server, 'stores.edit', store.id)).toEqual([]);
  });

  it('deletes stores without conversations with their assistants, and refuses all when one has any', async () => {
    const quiet = await addStore(server, owner.headers);
    const busy = await addStore(server, owner.headers, { name: { en: 'Busy' } });
    await askStore(server, { storeuuid: busy.storeuuid, question: 'Hello?' });
    const refused = await post('del', { ids: [quiet.id, busy.id] });
    expect(refused.body).toMatchObject({
      code: 0,
      msg: '"Busy" has conversations and cannot be deleted: close it instead',
    });
    expect(await server.data(`/api/admin/stores/detail?id=${quiet.id}`, owner.headers)).toMatchObject({
      id: quiet.id,
    });

    expect((await post('del', { ids: [quiet.id] }, editor.headers)).body).toMatchObject({ code: 1 });
    const left = await server.database.db
      .selectFrom('assistant')
      .select('id')
      .where('store_id', '=', quiet.id)
      .execute();
    expect(left).toEqual([]);
    expect(JSON.parse((await logRowsOf(server, 'stores.del', quiet.id))[0]?.before ?? '')).toMatchObject({
      id: quiet.id,
    });
    expect((await post('del', { ids: [quiet.id] })).body).toMatchObject({ code: 0 });
  });
});
