import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from '../e2e/support/server.js';
import { startHelper } from './helper-process.js';

const DURATION_SECONDS = 10;
const CONNECTIONS = 50;

/** 10 s of load after 2 s of warm-up, so both servers are measured with their code compiled. */
async function measure(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

async function startBareFastify(bodyFile: string) {
  const port = await freePort();
  const helper = await startHelper(['bench/bare-server.mjs'], {
    PORT: String(port),
    BARE_BODY_FILE: bodyFile,
  });
  return { url: `http://127.0.0.1:${port}`, stop: helper.stop };
}

type TMeasure = Awaited<ReturnType<typeof measure>>;

/**
 * Rounds of the three measurements. On this shared host the same build runs a third slower in some minutes
 * and in some processes for their whole life, so one pair of runs can compare a fast one with a slow one:
 * each round starts both apps afresh and runs them back to back, alternating which goes first, and the result
 * is the median round.
 */
const ROUNDS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ratioOf = (a: TMeasure, b: TMeasure) => Number((a.requestsPerSecond / b.requestsPerSecond).toFixed(3));

/**
 * `/api/index/index` for a guest against a bare Fastify JSON route, each in its own process and measured
 * with the same load. The product runs as in production but with LOG_LEVEL=warn, so per-request log lines
 * (which the bare app does not write) are not what is compared.
 */
export async function benchBootstrap() {
  const rounds: TRound[] = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push(await measureRound(round % 2 === 0));
  const ratios = rounds.map((round) => ratioOf(round.bootstrap, round.bareFastify));
  const medianRound = rounds[ratios.indexOf(median(ratios))] ?? rounds[0];
  if (!medianRound) throw new Error('no rounds measured');
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    ...medianRound,
    ratio: ratioOf(medianRound.bootstrap, medianRound.bareFastify),
    ratioSamePayload: ratioOf(medianRound.bootstrap, medianRound.bareSamePayload),
    rounds: rounds.map((round) => ({
      bootstrapRps: round.bootstrap.requestsPerSecond,
      bareFastifyRps: round.bareFastify.requestsPerSecond,
      bareSamePayloadRps: round.bareSamePayload.requestsPerSecond,
      ratio: ratioOf(round.bootstrap, round.bareFastify),
    })),
    target: 'ratio >= 0.6 (the median of the rounds)',
  };
}

interface TRound {
  bootstrap: TMeasure;
  bareFastify: TMeasure;
  bareSamePayload: TMeasure;
}

/** One round on freshly started processes, the product measured first or last. */
async function measureRound(productFirst: boolean): Promise<TRound> {
  const app = await startServer({
    env: { NODE_ENV: 'production', CAPTCHA: 'on', LOG_LEVEL: 'warn', SITE_CACHE_TTL_MS: '5000' },
  });
  const bodyFile = join(tmpdir(), `sf-bench-body-${process.pid}.json`);
  writeFileSync(bodyFile, await (await fetch(`${app.url}/api/index/index`)).text());
  const bare = await startBareFastify(bodyFile);
  try {
    const product = () => measure(`${app.url}/api/index/index`);
    const bareTiny = () => measure(`${bare.url}/bare`);
    const bareSame = () => measure(`${bare.url}/bare-same`);
    if (productFirst) {
      const bootstrap = await product();
      const bareFastify = await bareTiny();
      return { bootstrap, bareFastify, bareSamePayload: await bareSame() };
    }
    const bareSamePayload = await bareSame();
    const bareFastify = await bareTiny();
    return { bootstrap: await product(), bareFastify, bareSamePayload };
  } finally {
    rmSync(bodyFile, { force: true });
    await bare.stop();
    await app.stop();
  }
}
