import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';
import { NEAR_INDEX } from './near-index.js';
import { withinCircle } from './repo.js';
import { circleAround } from './service.js';

/** The haversine distance, written here independently of the server's. */
function greatCircleKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const POINTS = [
  { name: 'Shanghai centre', lat: 31.2304, lng: 121.4737, radius: 10, limit: 20, atLeast: 5 },
  { name: 'Shanghai, 200 km', lat: 31.2304, lng: 121.4737, radius: 200, limit: 100, atLeast: 12 },
  { name: 'Guangzhou Tianhe', lat: 23.1291, lng: 113.3244, radius: 10, limit: 20, atLeast: 3 },
  { name: 'Beijing, nearest 2', lat: 39.9042, lng: 116.4074, radius: 15, limit: 2, atLeast: 2 },
  { name: 'Lhasa (no stores)', lat: 29.65, lng: 91.13, radius: 50, limit: 20, atLeast: 0 },
  { name: 'the East China Sea', lat: 30, lng: 125, radius: 100, limit: 20, atLeast: 0 },
  { name: 'the North Pole', lat: 90, lng: 0, radius: 200, limit: 20, atLeast: 0 },
  { name: 'across the antimeridian', lat: 0, lng: 179.99, radius: 200, limit: 20, atLeast: 0 },
];

describe.each(TEST_DIALECTS)('GET /api/index/instocate on %s', (dialect) => {
  let server: TestServer;
  let stores: Array<{ id: number; storeuuid: string; lat: number | null; lng: number | null }>;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    stores = await server.database.db.selectFrom('store').select(['id', 'storeuuid', 'lat', 'lng']).execute();
  });
  afterAll(() => server.close());

  const locate = (query: string) => server.data(`/api/index/instocate?${query}`);

  it.each(POINTS)('orders stores near $name by true distance, none beyond the radius', async (point) => {
    const expected = stores
      .flatMap((store) =>
        store.lat === null || store.lng === null
          ? []
          : [{ ...store, km: greatCircleKm(point.lat, point.lng, Number(store.lat), Number(store.lng)) }],
      )
      .filter((store) => store.km <= point.radius)
      .sort((a, b) => a.km - b.km || a.id - b.id);
    expect(expected.length).toBeGreaterThanOrEqual(point.atLeast);
    const { list, total } = await locate(
      `lat=${point.lat}&lng=${point.lng}&radius_km=${point.radius}&limit=${point.limit}`,
    );
    expect(total).toBe(expected.length);
    const wanted = expected.slice(0, point.limit);
    expect(list.map((store: TestBody) => store.storeuuid)).toEqual(wanted.map((store) => store.storeuuid));
    list.forEach((store: TestBody, index: number) => {
      const exact = wanted[index]?.km ?? Number.NaN;
      expect(Math.abs(store.distance_km - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(store.distance_km).toBeLessThanOrEqual(point.radius);
      expect(Number.isInteger(Math.round(store.distance_km * 100))).toBe(true);
    });
  });

  it('uses a 10 km radius and 20 stores when none are given, and answers with full store cards', async () => {
    const { list, total } = await locate('lat=31.2304&lng=121.4737');
    const within10 = stores.filter(
      (store) =>
        store.lat !== null &&
        store.lng !== null &&
        greatCircleKm(31.2304, 121.4737, Number(store.lat), Number(store.lng)) <= 10,
    );
    expect(total).toBe(within10.length);
    expect(list[0]).toMatchObject({
      name: '麦香里面包房',
      province_name: '上海市',
      district_name: '黄浦区',
      status: 'open',
      featured: true,
      distance_km: expect.any(Number),
    });
  });

  it('accepts coordinates at the limits and with a sign', async () => {
    expect((await locate('lat=-90&lng=-180')).list).toEqual([]);
    expect((await locate('lat=%2B31.2304&lng=121.4737&radius_km=0.5')).total).toBe(0);
  });

  describe('many stores in one area', () => {
    const CENTRE = { lat: -33.8688, lng: 151.2093 };
    /** About 90 km east: stores only on a ring 8-9.5 km out, none in the middle. */
    const RING_CENTRE = { lat: -33.8688, lng: 152.2093 };
    /** 240 stores: a dense core and a scatter up to 30 km around Sydney, and the ring to the east. */
    const generated = Array.from({ length: 240 }, (_, index) => {
      const ring = index % 3 === 1;
      const centre = ring ? RING_CENTRE : CENTRE;
      const km = ring
        ? 8 + ((index * 7) % 15) / 10
        : index % 3 === 0
          ? ((index * 13) % 40) / 20
          : (index % 30) + 0.5;
      const bearing = (index * 137.5 * Math.PI) / 180;
      return {
        storeuuid: `test-near-${index}`,
        lat: centre.lat + (km / 111.2) * Math.cos(bearing),
        lng: centre.lng + (km / (111.2 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(bearing),
      };
    });

    beforeAll(async () => {
      const now = Math.floor(Date.now() / 1000);
      await server.database.db
        .insertInto('store')
        .values(
          generated.map((store, index) => ({
            ...store,
            name: `Near test ${index}`,
            ...{ logo: '', address: '', phone: '', hours: '', description: '', is_default: 0, featured: 0 },
            ...{ province_code: '', city_code: '', district_code: '' },
            status: index % 17 === 0 ? ('closed' as const) : ('open' as const),
            update_time: now,
            create_time: now,
          })),
        )
        .execute();
    });
    afterAll(async () => {
      await server.database.db.deleteFrom('store').where('storeuuid', 'like', 'test-near-%').execute();
    });

    const nearestExpected = (lat: number, lng: number, radius: number) =>
      generated
        .map((store) => ({ ...store, km: greatCircleKm(lat, lng, store.lat, store.lng) }))
        .filter((store) => store.km <= radius)
        .sort((a, b) => a.km - b.km || a.storeuuid.localeCompare(b.storeuuid));

    // The search first ranks a smaller circle and widens it when that holds too few: an empty core (the ring),
    // a dense core, and a point off to one side each take a different number of widenings.
    it.each([
      { name: 'the centre', lat: CENTRE.lat, lng: CENTRE.lng, radius: 10, limit: 20 },
      { name: 'the centre, 1 store', lat: CENTRE.lat, lng: CENTRE.lng, radius: 30, limit: 1 },
      { name: 'the centre, 100 stores', lat: CENTRE.lat, lng: CENTRE.lng, radius: 30, limit: 100 },
      { name: 'the middle of a ring', ...RING_CENTRE, radius: 10, limit: 5 },
      { name: 'east of the core', lat: CENTRE.lat, lng: CENTRE.lng + 0.12, radius: 15, limit: 20 },
    ])('ranks the stores near $name exactly', async (point) => {
      const expected = nearestExpected(point.lat, point.lng, point.radius);
      const { list, total } = await locate(
        `lat=${point.lat}&lng=${point.lng}&radius_km=${point.radius}&limit=${point.limit}`,
      );
      expect(total).toBe(expected.length);
      expect(total).toBeGreaterThan(point.limit);
      const kms = list.map((store: TestBody) => store.distance_km);
      expect(kms).toEqual([...kms].sort((a, b) => a - b));
      expect(list).toHaveLength(point.limit);
      list.forEach((store: TestBody, index: number) => {
        expect(Math.abs(store.distance_km - (expected[index]?.km ?? Number.NaN))).toBeLessThanOrEqual(
          0.005 + 1e-9,
        );
      });
      // Ties at equal distance may come in either order; the set of the nearest must be exact.
      const cut = expected[point.limit - 1]?.km ?? 0;
      const certain = expected.filter((store) => store.km < cut - 1e-9).map((store) => store.storeuuid);
      expect(list.map((store: TestBody) => store.storeuuid)).toEqual(expect.arrayContaining(certain));
    });

    // The plan is checked on SQLite, the benchmarked database; PostgreSQL plans by table statistics.
    if (dialect === 'sqlite') {
      it('finds the candidates of a search in the near index alone, without reading the table', async () => {
        const circle = circleAround({ lat: CENTRE.lat, lng: CENTRE.lng }, 10);
        const plan = await sql<{ detail: string }>`explain query plan
          select count(*) from store where ${withinCircle(circle)}`.execute(server.database.db);
        expect(plan.rows.map((row) => row.detail).join('\n')).toContain(
          `SEARCH store USING COVERING INDEX ${NEAR_INDEX.name}`,
        );
      });
    }
  });
});
