import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { EN, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';
import { addStore, storeOwnerOf } from '../../test/store-fixtures.js';

/** Far from every seeded store (Urumqi), so the store a test adds is the only one found there. */
const POINT = { lat: 43.8256, lng: 87.6168 };

describe.each(TEST_DIALECTS)('nearest stores from cached cards on %s', (dialect) => {
  let server: TestServer;
  let operator: TOperatorSession;
  beforeAll(async () => {
    // Cards kept for ten minutes: only the changes themselves can make a search show them sooner.
    ({ server, owner: operator } = await startConsoleServer(dialect, { SITE_CACHE_TTL_MS: '600000' }));
  });
  afterAll(() => server.close());

  const nearest = async (headers: Record<string, string> = {}) => {
    const query = `lat=${POINT.lat}&lng=${POINT.lng}&radius_km=5`;
    const { list, total } = await server.data(`/api/index/instocate?${query}`, headers);
    expect(total).toBe(1);
    return list[0] as TestBody;
  };

  it("shows a store's edits from the console and from My store at once, in both languages", async () => {
    // An edit sends the whole card, as the forms do.
    const fields = {
      name: { 'zh-cn': '乌鲁木齐店', en: 'Urumqi store' },
      address: { en: '1 Test Road' },
      lat: POINT.lat + 0.01,
      lng: POINT.lng,
      phone: '0991-0000000',
      hours: '09:00-21:00',
      description: { en: 'A store made by a test.' },
    };
    const store = await addStore(server, operator.headers, fields);
    const before = await nearest(EN);
    expect(before).toMatchObject({ storeuuid: store.storeuuid, name: 'Urumqi store', hours: '09:00-21:00' });
    expect(before.distance_km).toBeCloseTo(1.11, 2);
    expect(await nearest()).toMatchObject({ name: '乌鲁木齐店' });

    const edited = await server.post(
      '/api/admin/stores/edit',
      { ...fields, id: store.id, name: { 'zh-cn': '新名字', en: 'Renamed' }, hours: '10:00-20:00' },
      { ...EN, ...operator.headers },
    );
    expect(edited.body).toMatchObject({ code: 1 });
    expect(await nearest(EN)).toMatchObject({ name: 'Renamed', hours: '10:00-20:00' });
    expect(await nearest()).toMatchObject({ name: '新名字' });

    const owner = await storeOwnerOf(server, store.id);
    const saved = await server.post(
      '/api/shop/store/edit',
      { ...fields, name: { 'zh-cn': '店主的名字', en: "Owner's name" }, hours: '10:00-20:00' },
      owner.headers,
    );
    expect(saved.body).toMatchObject({ code: 1 });
    expect(await nearest(EN)).toMatchObject({ name: "Owner's name", hours: '10:00-20:00' });
    expect(await nearest()).toMatchObject({ name: '店主的名字' });
  });

  it('answers with the same card as the store listing, with its distance last', async () => {
    const found = await nearest(EN);
    const { list } = await server.data('/api/index/instoLists?limit=100', EN);
    const listed = list.find((card: TestBody) => card.storeuuid === found.storeuuid);
    const { distance_km, ...card } = found;
    expect(card).toEqual(listed);
    expect(Object.keys(found).at(-1)).toBe('distance_km');
  });
});
