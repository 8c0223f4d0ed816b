import { PROCESS_COUNTS, SETUP_NAMES, startCluster, type TSetup } from './cluster.js';
import { loadTest } from './load.js';
import { scaled } from './settings.js';

const DURATION_SECONDS = scaled(10, 3);
const BOOTSTRAP_CONNECTIONS = 50;
const LOGIN_CONNECTIONS = 50;

function bootstrapLoad(urls: string[]) {
  return loadTest(
    urls.map((url) => `${url}/api/index/index`),
    {
      connections: BOOTSTRAP_CONNECTIONS,
      duration: DURATION_SECONDS,
    },
  );
}

/**
 * 50 logins at a time (argon2id each) while the bootstrap endpoint is under load: hashing runs off the event
 * loop, so the bootstrap's p99 must stay under 3x its idle p99. Each login comes from its own forwarded
 * address so the per-IP login limit (a security feature) does not turn the load into 429s. Both loads spread
 * their connections evenly over the setup's processes.
 */
export async function benchLogin(setup: TSetup) {
  const cluster = await startCluster(setup, {
    env: { NODE_ENV: 'development', CAPTCHA: 'off', LOG_LEVEL: 'warn' },
  });
  try {
    const idle = await bootstrapLoad(cluster.urls);
    let client = 0;
    const [loaded, logins] = await Promise.all([
      bootstrapLoad(cluster.urls),
      loadTest(
        cluster.urls.map((url) => `${url}/api/user/checkIn`),
        {
          connections: LOGIN_CONNECTIONS,
          duration: DURATION_SECONDS,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                client += 1;
                return {
                  ...request,
                  headers: {
                    'content-type': 'application/json',
                    'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
                  },
                  body: JSON.stringify({ tab: 'login', username: 'demo', password: 'demo123456' }),
                };
              },
            },
          ],
        },
      ),
    ]);
    const idleP99 = idle.latency.p99;
    const loadedP99 = loaded.latency.p99;
    return {
      setup: SETUP_NAMES[setup],
      processes: PROCESS_COUNTS[setup],
      durationSeconds: DURATION_SECONDS,
      bootstrapIdle: {
        connections: BOOTSTRAP_CONNECTIONS,
        requestsPerSecond: idle.requests.average,
        p99Ms: idleP99,
      },
      bootstrapDuringLogins: {
        connections: BOOTSTRAP_CONNECTIONS,
        requestsPerSecond: loaded.requests.average,
        p99Ms: loadedP99,
      },
      logins: {
        connections: LOGIN_CONNECTIONS,
        requestsPerSecond: logins.requests.average,
        p99Ms: logins.latency.p99,
        non2xx: logins.non2xx,
      },
      p99Ratio: Number((loadedP99 / Math.max(idleP99, 1)).toFixed(2)),
      target: 'bootstrap p99 during logins < 3x idle p99',
    };
  } finally {
    await cluster.stop();
  }
}
