import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';

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

  const locate = async (query: string) => {
    const { status, body } = await server.request(`/api/index/instocate?${query}`);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    return body.data;
  };

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
      name: '麦香里面包房 Maple Crumb Bakery',
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
});
