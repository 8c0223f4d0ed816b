import { sharedMessages } from '@storefront/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ASSISTANT } from '../../cli/seed/assistant.js';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { EN, startTestServer, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';

const COORDINATES_EN = sharedMessages.en['validation.coordinates'];
const COORDINATES_ZH = sharedMessages['zh-cn']['validation.coordinates'];
const storeuuids = (list: TestBody[]) => list.map((store) => store.storeuuid);

describe.each(TEST_DIALECTS)('store listings on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const data = (path: string, headers?: Record<string, string>) => server.data(path, headers);
  const listAll = (query = '') => data(`/api/index/instoLists?limit=100${query}`);

  it('lists open stores before closed ones, featured first, with area names', async () => {
    const { list, total } = await listAll();
    expect(total).toBe(33);
    expect(list).toHaveLength(33);
    const statuses = list.map((store: TestBody) => store.status);
    expect(statuses.slice(-2)).toEqual(['closed', 'closed']);
    const open = list.filter((store: TestBody) => store.status === 'open');
    const featuredCount = open.filter((store: TestBody) => store.featured).length;
    expect(featuredCount).toBe(9);
    expect(open.slice(0, featuredCount).every((store: TestBody) => store.featured)).toBe(true);
    expect(list.find((store: TestBody) => store.storeuuid === DEMO_STORE.storeuuid)).toMatchObject({
      name: DEMO_STORE.name,
      province_code: '310000',
      province_name: '上海市',
      city_name: '上海市',
      district_code: '310104',
      district_name: '徐汇区',
      lat: DEMO_STORE.lat,
      lng: DEMO_STORE.lng,
      featured: true,
    });
    const page2 = await data('/api/index/instoLists?page=2&limit=10');
    expect(storeuuids(page2.list)).toEqual(storeuuids(list.slice(10, 20)));
  });

  it('filters by province, city and district codes', async () => {
    const guangdong = await listAll('&province=440000');
    expect(guangdong.total).toBe(6);
    expect(guangdong.list.every((store: TestBody) => store.province_name === '广东省')).toBe(true);
    const guangzhou = await listAll('&province=440000&city=440100');
    expect(guangzhou.total).toBe(3);
    const tianhe = await listAll('&province=440000&city=440100&district=440106');
    expect(tianhe.list.map((store: TestBody) => store.district_name)).toEqual(['天河区', '天河区']);
    expect((await listAll('&district=440106')).total).toBe(2);
    expect((await listAll('&province=650000')).total).toBe(0);
  });

  it('searches names, addresses and descriptions by keyword, ignoring letter case', async () => {
    const byName = await listAll(`&keyword=${encodeURIComponent('CLOUD tea')}`);
    expect(byName.list.map((store: TestBody) => store.name)).toEqual(['云端茶舍']);
    const byAddress = await listAll(`&keyword=${encodeURIComponent('愚园路')}`);
    expect(byAddress.total).toBe(1);
    const byDescription = await listAll(`&keyword=${encodeURIComponent('hotpot')}&province=500000`);
    expect(byDescription.total).toBe(1);
    const combined = await listAll(`&keyword=${encodeURIComponent('咖啡')}&province=310000`);
    expect(storeuuids(combined.list)).toContain(DEMO_STORE.storeuuid);
    expect(combined.list.every((store: TestBody) => store.province_code === '310000')).toBe(true);
  });

  it('reads LIKE wildcards in a keyword as plain text', async () => {
    const fifty = await listAll('&keyword=50');
    expect(fifty.total).toBeGreaterThan(1);
    const percent = await listAll(`&keyword=${encodeURIComponent('50%')}`);
    expect(percent.list.map((store: TestBody) => store.name)).toEqual(['麦香里面包房']);
    expect((await listAll(`&keyword=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await listAll('&keyword=_')).total).toBe(0);
    expect((await listAll(`&keyword=${encodeURIComponent('\\')}`)).total).toBe(0);
  });

  it.each([
    ['a province code of letters', '?province=abc'],
    ['an SQL fragment as city', `?city=${encodeURIComponent("310100' or '1'='1")}`],
    ['a keyword of 51 characters', `?keyword=${'x'.repeat(51)}`],
    ['page 0', '?page=0'],
  ])('refuses %s with code 0', async (_name, query) => {
    const { body } = await server.request(`/api/index/instoLists${query}`, { headers: EN });
    expect(body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
  });

  it('hides stores of other statuses and keeps stores without coordinates out of location search', async () => {
    const { db } = server.database;
    const now = Math.floor(Date.now() / 1000);
    const extra = {
      logo: '',
      province_code: '310000',
      city_code: '310100',
      district_code: '310101',
      address: '测试地址 Hidden',
      phone: '',
      hours: '',
      description: '',
      status: 'open' as const,
      is_default: 0,
      featured: 0,
      update_time: now,
      create_time: now,
    };
    await db
      .insertInto('store')
      .values([
        { ...extra, storeuuid: 'test-hidden-store', name: 'Hidden Test Store', lat: 31.2304, lng: 121.4737 },
        { ...extra, storeuuid: 'test-nowhere-store', name: 'Nowhere Test Store', lat: null, lng: null },
      ])
      .execute();
    // An operator-only status a later admin feature might add: not one the listings show.
    await sql`update store set status = 'hidden' where storeuuid = 'test-hidden-store'`.execute(db);
    try {
      const listed = await listAll(`&keyword=${encodeURIComponent('test store')}`);
      expect(storeuuids(listed.list)).toEqual(['test-nowhere-store']);
      const near = await data('/api/index/instocate?lat=31.2304&lng=121.4737&radius_km=200&limit=100');
      expect(storeuuids(near.list)).not.toContain('test-hidden-store');
      expect(storeuuids(near.list)).not.toContain('test-nowhere-store');
      const { body } = await server.request('/api/index/instoDetail?storeuuid=test-hidden-store', {
        headers: EN,
      });
      expect(body).toMatchObject({ code: 0, msg: 'This store does not exist or has been removed' });
    } finally {
      await db
        .deleteFrom('store')
        .where('storeuuid', 'in', ['test-hidden-store', 'test-nowhere-store'])
        .execute();
    }
  });

  it('gives a store with its assistant in the request language', async () => {
    const path = `/api/index/instoDetail?storeuuid=${DEMO_STORE.storeuuid}`;
    const zh = await data(path);
    expect(zh).toMatchObject({ storeuuid: DEMO_STORE.storeuuid, district_name: '徐汇区', status: 'open' });
    expect(zh.assistant).toEqual({
      name: DEMO_ASSISTANT.name['zh-cn'],
      welcome: DEMO_ASSISTANT.welcome['zh-cn'],
      suggestions: DEMO_ASSISTANT.suggestions['zh-cn'],
    });
    const en = await data(path, EN);
    expect(en.assistant).toEqual({
      name: DEMO_ASSISTANT.name.en,
      welcome: DEMO_ASSISTANT.welcome.en,
      suggestions: DEMO_ASSISTANT.suggestions.en,
    });
    const closed = await data('/api/index/instoDetail?storeuuid=924b2fe2-c079-4276-98ac-eaa2e590ccac', EN);
    expect(closed).toMatchObject({
      status: 'closed',
      assistant: { name: 'Garden Study Bookshop Assistant' },
    });
    expect(closed.assistant.suggestions).toContain('When do you reopen?');
  });

  it('answers code 0 with a translated message for an unknown or malformed store id', async () => {
    const unknown = '/api/index/instoDetail?storeuuid=00000000-0000-4000-8000-000000000000';
    expect((await server.request(unknown, { headers: EN })).body).toMatchObject({
      code: 0,
      msg: 'This store does not exist or has been removed',
    });
    expect((await server.request(unknown)).body).toMatchObject({ code: 0, msg: '该店铺不存在或已下架' });
    for (const query of ['', '?storeuuid=', `?storeuuid=${encodeURIComponent('../etc/passwd')}`]) {
      const { body } = await server.request(`/api/index/instoDetail${query}`, { headers: EN });
      expect(body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
    }
  });

  it('quick-searches store names for remote selects, paged', async () => {
    const coffee = await data(`/api/store/index?select=true&quickSearch=${encodeURIComponent('咖啡')}`);
    expect(coffee.total).toBe(3);
    expect(coffee.list[0]).toEqual({
      id: expect.any(Number),
      storeuuid: DEMO_STORE.storeuuid,
      name: DEMO_STORE.name,
    });
    const firstTwenty = await data('/api/store/index?select=true&limit=20');
    expect(firstTwenty.total).toBe(33);
    const second = await data('/api/store/index?select=true&limit=10&page=2');
    expect(second).toEqual({ list: firstTwenty.list.slice(10, 20), total: 33 });
    expect((await data(`/api/store/index?select=true&quickSearch=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it.each([
    ['a latitude of 91', 'lat=91&lng=121'],
    ['a latitude of -90.5', 'lat=-90.5&lng=121'],
    ['a longitude of 181', 'lat=31&lng=181'],
    ['NaN', 'lat=NaN&lng=121'],
    ['letters', 'lat=abc&lng=121'],
    ['Infinity', 'lat=Infinity&lng=121'],
    ['an exponent', 'lat=3e1&lng=121'],
    ['an empty latitude', 'lat=&lng=121'],
    ['a missing latitude', 'lng=121'],
    ['a missing longitude', 'lat=31'],
    ['two latitudes', 'lat=31&lat=32&lng=121'],
  ])('refuses %s with code 0 and the coordinates message', async (_name, query) => {
    const en = await server.request(`/api/index/instocate?${query}`, { headers: EN });
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ code: 0, msg: COORDINATES_EN });
    expect((await server.request(`/api/index/instocate?${query}`)).body.msg).toBe(COORDINATES_ZH);
  });

  it.each([
    ['a radius over 200 km', 'radius_km=201'],
    ['a zero radius', 'radius_km=0'],
    ['a radius of letters', 'radius_km=far'],
    ['a limit over 100', 'limit=101'],
  ])('refuses %s with code 0', async (_name, query) => {
    const { body } = await server.request(`/api/index/instocate?lat=31&lng=121&${query}`, { headers: EN });
    expect(body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
  });
});
