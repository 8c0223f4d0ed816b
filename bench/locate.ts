import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.js';
import { anywhere, gauss, pickCity, queryPoint } from './locate-data.js';

const STORES = 100_000;
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const RADIUS_KM = 10;
/**
 * Two spreads of the same 100,000 stores: `metro` packs 70% of them into 20 big cities (about 400 stores within
 * 10 km of a city-centre point), `regional` 40% with metro areas 2.5 times wider (about 40). The other stores
 * are spread over mainland China's bounding box. The work of a request grows with the stores in its circle.
 */
const SCENARIOS = {
  metro: { cityShare: 0.7, spreadScale: 1 },
  regional: { cityShare: 0.4, spreadScale: 2.5 },
};
type TScenario = (typeof SCENARIOS)[keyof typeof SCENARIOS];

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const locatePath = ([lat, lng]: [number, number]) =>
  `/api/index/instocate?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&radius_km=${RADIUS_KM}`;

type TServer = Awaited<ReturnType<typeof startServer>>;

/** Replaces the generated stores with 100,000 new ones in one transaction (a prepared statement: seconds). */
function loadStores(app: TServer, scenario: TScenario) {
  app.withDb((db) => {
    const insert = db.prepare(
      `insert into store (storeuuid, name, logo, province_code, city_code, district_code, address, lat, lng,
        phone, hours, description, status, is_default, featured, update_time, create_time)
       values (?, ?, '', ?, ?, ?, ?, ?, ?, '021-00000000', '09:00-21:00', ?, ?, 0, ?, ?, ?)`,
    );
    const now = Math.floor(Date.now() / 1000);
    db.transaction(() => {
      db.prepare(`delete from store where name like 'Bench store %'`).run();
      for (let index = 0; index < STORES; index += 1) {
        const [cityLat, cityLng, , province, city, district, spread] = pickCity();
        const inCity = Math.random() < scenario.cityShare;
        const sigma = spread * scenario.spreadScale;
        const [lat, lng] = inCity ? [cityLat + gauss() * sigma, cityLng + gauss() * sigma] : anywhere();
        const [p, c, d] = inCity ? [province, city, district] : ['', '', ''];
        const status = Math.random() < 0.05 ? 'closed' : 'open';
        const featured = Math.random() < 0.02 ? 1 : 0;
        const name = `Bench store ${index}`;
        insert.run(
          randomUUID(),
          name,
          p,
          c,
          d,
          `${name} road`,
          lat,
          lng,
          `${name}.`,
          status,
          featured,
          now,
          now,
        );
      }
    })();
  });
}

/** 50 connections for 10 s after a 2 s warm-up; `path` gives each request its own address. */
async function load(app: TServer, path: () => string) {
  const run = (duration: number) =>
    autocannon({
      url: app.url,
      connections: CONNECTIONS,
      duration,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
    });
  await run(2);
  const result = await run(DURATION_SECONDS);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** `instocate` from varying points, and how many stores such points have within the radius. */
async function measure(app: TServer) {
  const sample = await Promise.all(
    Array.from({ length: 300 }, async () => {
      const answer = await (await fetch(`${app.url}${locatePath(queryPoint())}`)).json();
      return Number(answer.data.total);
    }),
  );
  return {
    ...(await load(app, () => locatePath(queryPoint()))),
    storesWithinRadius: {
      mean: Math.round(sample.reduce((sum, total) => sum + total, 0) / sample.length),
      p50: quantile(sample, 0.5),
      p99: quantile(sample, 0.99),
    },
  };
}

/**
 * `instocate` over 100,000 generated stores on the built server (scratch SQLite file), for both spreads; the
 * top-level numbers are the dense `metro` spread's. `twentyCardBaseline` is a page of 20 stores from the
 * seeded 33 (`instoLists`, no location search) under the same load: the part of the cost that is not search.
 */
export async function benchLocate() {
  // The production cache TTL, as the bootstrap benchmark runs: startServer shortens it for browser journeys.
  const app = await startServer({
    env: { NODE_ENV: 'production', CAPTCHA: 'on', LOG_LEVEL: 'warn', SITE_CACHE_TTL_MS: '5000' },
  });
  try {
    const twentyCardBaseline = await load(app, () => '/api/index/instoLists?limit=20');
    loadStores(app, SCENARIOS.metro);
    const metro = await measure(app);
    loadStores(app, SCENARIOS.regional);
    const regional = await measure(app);
    return {
      stores: STORES,
      radiusKm: RADIUS_KM,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      p50: metro.p50,
      p99: metro.p99,
      rps: metro.rps,
      non2xx: metro.non2xx,
      scenarios: { metro, regional },
      twentyCardBaseline,
      target: 'p99 <= 20 ms on SQLite',
    };
  } finally {
    await app.stop();
  }
}
