import { PROCESS_COUNTS, SETUP_NAMES, startCluster, type TCluster, type TSetup } from './cluster.js';
import { loadTest } from './load.js';
import { queryPoint } from './locate-data.js';
import { loadStores } from './locate-stores.js';
import { scaled } from './settings.js';

const STORES = scaled(100_000, 10_000);
const CONNECTIONS = 50;
const DURATION_SECONDS = scaled(10, 1);
const WARM_UP_SECONDS = scaled(2, 1);
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

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const locatePath = ([lat, lng]: [number, number]) =>
  `/api/index/instocate?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&radius_km=${RADIUS_KM}`;

/**
 * 50 connections for 10 s after a 2 s warm-up, spread evenly over the processes; `path` gives each request its
 * own address.
 */
async function load(cluster: TCluster, path: () => string) {
  const run = (duration: number) =>
    loadTest(cluster.urls, {
      connections: CONNECTIONS,
      duration,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
    });
  await run(WARM_UP_SECONDS);
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
async function measure(cluster: TCluster) {
  const sample = await Promise.all(
    Array.from({ length: 300 }, async (_, index) => {
      const url = cluster.urls[index % cluster.urls.length];
      const answer = await (await fetch(`${url}${locatePath(queryPoint())}`)).json();
      return Number(answer.data.total);
    }),
  );
  return {
    ...(await load(cluster, () => locatePath(queryPoint()))),
    storesWithinRadius: {
      mean: Math.round(sample.reduce((sum, total) => sum + total, 0) / sample.length),
      p50: quantile(sample, 0.5),
      p99: quantile(sample, 0.99),
    },
  };
}

/**
 * `instocate` over 100,000 generated stores on the built server (a scratch database of the setup's kind), for
 * both spreads; the top-level numbers are the dense `metro` spread's. `twentyCardBaseline` is a page of 20
 * stores from the seeded 33 (`instoLists`, no location search) under the same load: the part of the cost that
 * is not search.
 */
export async function benchLocate(setup: TSetup) {
  // The production cache TTL, as the bootstrap benchmark runs: startServer shortens it for browser journeys.
  const cluster = await startCluster(setup, {
    env: {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      CAPTCHA: 'on',
      LOG_LEVEL: 'warn',
      SITE_CACHE_TTL_MS: '5000',
    },
  });
  try {
    const twentyCardBaseline = await load(cluster, () => '/api/index/instoLists?limit=20');
    await loadStores(cluster.database, STORES, SCENARIOS.metro);
    const metro = await measure(cluster);
    await loadStores(cluster.database, STORES, SCENARIOS.regional);
    const regional = await measure(cluster);
    return {
      setup: SETUP_NAMES[setup],
      processes: PROCESS_COUNTS[setup],
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
    await cluster.stop();
  }
}
