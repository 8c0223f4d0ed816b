import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/server.js';
import { PROCESS_COUNTS, SETUP_NAMES, startCluster, type TSetup } from './cluster.js';
import { startHelper } from './helper-process.js';
import { loadTest } from './load.js';
import { scaled } from './settings.js';

const DURATION_SECONDS = scaled(10, 1);
const WARM_UP_SECONDS = scaled(2, 1);
const CONNECTIONS = 50;

/** 10 s of load after 2 s of warm-up, so both servers are measured with their code compiled. */
async function measure(urls: string[]) {
  await loadTest(urls, { connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await loadTest(urls, { connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

/**
 * Bare Fastify apps, one per product process, logging as Fastify does by default (pino, synchronously) to a
 * file at `level`.
 */
async function startBareFastify(setup: TSetup, level: 'info' | 'warn', logFile: string) {
  const ports = await Promise.all(Array.from({ length: PROCESS_COUNTS[setup] }, () => freePort()));
  const helpers = await Promise.all(
    ports.map((port) =>
      startHelper(['bench/bare-server.mjs'], {
        PORT: String(port),
        BARE_LOG_LEVEL: level,
        BARE_LOG_FILE: logFile,
      }),
    ),
  );
  return {
    urls: ports.map((port) => `http://127.0.0.1:${port}/bare`),
    stop: () => Promise.all(helpers.map((helper) => helper.stop())),
  };
}

/** The product as `npm start` runs it (production, captcha on), its standard output going to a file. */
async function startProduct(setup: TSetup, level: 'info' | 'warn', logFile: string) {
  const cluster = await startCluster(setup, {
    env: {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      CAPTCHA: 'on',
      LOG_LEVEL: level,
      SITE_CACHE_TTL_MS: '5000',
    },
    logFile,
  });
  return { urls: cluster.urls.map((url) => `${url}/api/index/index`), stop: cluster.stop };
}

type TMeasure = Awaited<ReturnType<typeof measure>>;

/**
 * Rounds of the three measurements. On this shared host the same build runs a third slower in some minutes
 * and in some processes for their whole life, so one pair of runs can compare a fast one with a slow one:
 * each round starts both apps afresh and runs them back to back, alternating which goes first, and the result
 * is the median round.
 */
const ROUNDS = scaled(5, 1);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ratioOf = (a: TMeasure, b: TMeasure) => Number((a.requestsPerSecond / b.requestsPerSecond).toFixed(3));

/**
 * `/api/index/index` for a guest against a bare Fastify JSON route, each in as many processes as the setup
 * runs (the connections spread evenly over them) and measured with the same load, with each logging to a file
 * as it does by default: the product at `info` (its default, two lines per request) against Fastify's default
 * request logging at `info`; then both at `warn`, where neither writes a line per request.
 */
export async function benchBootstrap(setup: TSetup) {
  const rounds: TRound[] = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push(await measureRound(setup, round % 2 === 0));
  const ratios = rounds.map((round) => ratioOf(round.bootstrap, round.bareFastify));
  const medianRound = rounds[ratios.indexOf(median(ratios))] ?? rounds[0];
  if (!medianRound) throw new Error('no rounds measured');
  return {
    setup: SETUP_NAMES[setup],
    processes: PROCESS_COUNTS[setup],
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    logSink: 'a file (standard output redirected for the product, pino file destination for Fastify)',
    ...medianRound,
    ratio: ratioOf(medianRound.bootstrap, medianRound.bareFastify),
    ratioAtWarn: median(rounds.map((round) => ratioOf(round.bootstrapAtWarn, round.bareFastifyAtWarn))),
    rounds: rounds.map((round) => ({
      bootstrapRps: round.bootstrap.requestsPerSecond,
      bareFastifyRps: round.bareFastify.requestsPerSecond,
      ratio: ratioOf(round.bootstrap, round.bareFastify),
      bootstrapAtWarnRps: round.bootstrapAtWarn.requestsPerSecond,
      bareFastifyAtWarnRps: round.bareFastifyAtWarn.requestsPerSecond,
      ratioAtWarn: ratioOf(round.bootstrapAtWarn, round.bareFastifyAtWarn),
    })),
    target: 'ratio >= 0.8 with default logging at info on both sides (the median of the rounds)',
  };
}

interface TRound {
  bootstrap: TMeasure;
  bareFastify: TMeasure;
  bootstrapAtWarn: TMeasure;
  bareFastifyAtWarn: TMeasure;
}

/** One round on freshly started processes, the product measured first or last. */
async function measureRound(setup: TSetup, productFirst: boolean): Promise<TRound> {
  const logDir = mkdtempSync(join(tmpdir(), 'sf-bench-logs-'));
  const servers = await Promise.all([
    startProduct(setup, 'info', join(logDir, 'product-info.log')),
    startBareFastify(setup, 'info', join(logDir, 'bare-info.log')),
    startProduct(setup, 'warn', join(logDir, 'product-warn.log')),
    startBareFastify(setup, 'warn', join(logDir, 'bare-warn.log')),
  ]);
  try {
    const [product, bare, productWarn, bareWarn] = servers;
    const pairs = [
      [product, bare],
      [productWarn, bareWarn],
    ] as const;
    const results: TMeasure[][] = [];
    for (const [first, second] of pairs) {
      const [a, b] = productFirst ? [first, second] : [second, first];
      const measuredA = await measure(a.urls);
      const measuredB = await measure(b.urls);
      results.push(productFirst ? [measuredA, measuredB] : [measuredB, measuredA]);
    }
    const [[bootstrap, bareFastify], [bootstrapAtWarn, bareFastifyAtWarn]] = results as [
      [TMeasure, TMeasure],
      [TMeasure, TMeasure],
    ];
    return { bootstrap, bareFastify, bootstrapAtWarn, bareFastifyAtWarn };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(logDir, { recursive: true, force: true });
  }
}
