import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { storeKnowledge } from '../../cli/seed/store-knowledge.js';
import { DEMO_STORE_SEEDS, seedDemoStores } from '../../cli/seed/stores.js';
import { haversineKm } from '../../lib/geo.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { answerText, readEvents } from '../../test/sse.js';

/** Rough centres of the seeded cities: every store must lie in its city, not just in its province. */
const CITY_CENTRES: Record<string, [number, number]> = {
  '310100': [31.2304, 121.4737],
  '110100': [39.9042, 116.4074],
  '440100': [23.1291, 113.2644],
  '440300': [22.5431, 114.0579],
  '330100': [30.2741, 120.1551],
  '510100': [30.5728, 104.0668],
  '320100': [32.0603, 118.7969],
  '320500': [31.2989, 120.5853],
  '420100': [30.5928, 114.3055],
  '500100': [29.563, 106.5516],
  '610100': [34.3416, 108.9398],
  '430100': [28.2282, 112.9388],
  '350200': [24.4798, 118.0894],
};

describe.each(TEST_DIALECTS)('demo stores seed on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('places 32 stores in districts of the area table, inside their cities', async () => {
    const { db } = server.database;
    expect(DEMO_STORE_SEEDS).toHaveLength(32);
    const provinces = new Set(DEMO_STORE_SEEDS.map((seed) => seed.area[0]));
    expect(provinces.size).toBeGreaterThanOrEqual(10);
    for (const seed of DEMO_STORE_SEEDS) {
      const [province, city, district] = seed.area;
      const row = await db
        .selectFrom('area')
        .select(['pid', 'level'])
        .where('code', '=', district)
        .executeTakeFirst();
      expect(row, `${seed.name.en}: district ${district}`).toEqual({ pid: Number(city), level: 3 });
      const cityRow = await db.selectFrom('area').select('pid').where('code', '=', city).executeTakeFirst();
      expect(cityRow?.pid, `${seed.name.en}: city ${city}`).toBe(Number(province));
      const centre = CITY_CENTRES[city] ?? [0, 0];
      expect(haversineKm(centre[0], centre[1], seed.lat, seed.lng), seed.name.en).toBeLessThan(35);
    }
  });

  it("keeps each store's name, address and description per language, in fields of their own", async () => {
    const rows = await server.database.db
      .selectFrom('store')
      .select(['storeuuid', 'name', 'name_en', 'address', 'address_en', 'description', 'description_en'])
      .execute();
    const texts = (seed: { storeuuid: string }) => rows.find((row) => row.storeuuid === seed.storeuuid);
    for (const seed of DEMO_STORE_SEEDS) {
      expect(texts(seed), seed.name.en).toEqual({
        storeuuid: seed.storeuuid,
        name: seed.name['zh-cn'],
        name_en: seed.name.en,
        address: seed.address['zh-cn'],
        address_en: seed.address.en,
        description: seed.description['zh-cn'],
        description_en: seed.description.en,
      });
    }
    expect(texts(DEMO_STORE)).toMatchObject({ name: '星河咖啡', name_en: 'Galaxy Coffee' });
    expect(rows.every((row) => row.address_en !== '' && !/\p{Script=Han}/u.test(row.name_en))).toBe(true);
  });

  it('gives every new store a published and a draft assistant with a knowledge base per language', async () => {
    const { db } = server.database;
    const rows = await db
      .selectFrom('assistant')
      .innerJoin('store', 'store.id', 'assistant.store_id')
      .select(['store.storeuuid', 'assistant.id', 'assistant.variant'])
      .where('store.is_default', '=', 0)
      .execute();
    expect(rows).toHaveLength(64);
    const seed = DEMO_STORE_SEEDS[0];
    const published = rows.find((row) => row.storeuuid === seed?.storeuuid && row.variant === 'published');
    const knowledge = await db
      .selectFrom('knowledge')
      .select(['lang', 'question', 'answer'])
      .where('assistant_id', '=', published?.id ?? 0)
      .execute();
    expect(knowledge.filter((entry) => entry.lang === 'en')).toHaveLength(7);
    expect(knowledge.filter((entry) => entry.lang === 'zh-cn')).toHaveLength(7);
    expect(knowledge.map((entry) => entry.answer).join('\n')).toContain(seed?.phone);
    expect(await seedDemoStores(db)).toBe(0);
  });

  it("answers from a seeded store's own facts with the built-in assistant", async () => {
    const bikes = DEMO_STORE_SEEDS.find((seed) => seed.name.en === 'Hutong Bike Repair');
    const headers = { storeuuid: bikes?.storeuuid ?? '', 'think-lang': 'en', 'x-forwarded-for': '10.9.0.1' };
    const init = (await server.request('/api/chat/init', { headers })).body.data;
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', visitor: init.visitor, ...headers },
      body: JSON.stringify({ chatkey: init.chatkey, content: 'How long does a repair take?' }),
    });
    const expected = bikes ? storeKnowledge(bikes, 'en').find((entry) => entry.key === 'extra')?.answer : '';
    expect(answerText(await readEvents(response))).toContain(expected);
  });
});
