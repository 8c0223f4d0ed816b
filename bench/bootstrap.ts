import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** CPU time a process has used so far, in ms (Linux: /proc, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * 10 s of load after 2 s of warm-up, so both servers are measured with their code compiled. Besides the rate,
 * the CPU the server processes spent per answer: on a host shared with other work the rate follows whoever
 * else is busy that minute, while the CPU an answer costs moves much less.
 */
async function measure(server: { urls: string[]; pids: number[] }) {
  const { urls, pids } = server;
  await loadTest(urls, { connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const result = await loadTest(urls, { connections: CONNECTIONS, duration: DURATION_SECONDS });
  const cpuMs = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    cpuUsPerRequest: Math.round((cpuMs * 1000) / Math.max(1, result.requests.total)),
  };
}

/** What the product answered: its bytes, and the headers a bare app would not add of its own accord. */
interface TAnswer {
  bodyFile: string;
  headers: Record<string, string>;
}

/** Headers Node and Fastify write on every answer themselves; the rest are the product's. */
const TRANSPORT_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive']);

/** The guest bootstrap as the product sends it, kept in `dir` for the bare apps to send again. */
async function productAnswer(url: string, dir: string): Promise<TAnswer> {
  // As the load generator asks: no compression (fetch would otherwise ask for it and hand back the bytes
  // decoded under a content-encoding header they no longer have).
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const bodyFile = join(dir, 'bootstrap.json');
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  return { bodyFile, headers };
}

/**
 * Bare Fastify apps, one per product process, logging as Fastify does by default (pino, synchronously) to a
 * file at `level`, each sending the product's answer: the same bytes under the same headers.
 */
async function startBareFastify(setup: TSetup, level: 'info' | 'warn', logFile: string, answer: TAnswer) {
  const ports = await Promise.all(Array.from({ length: PROCESS_COUNTS[setup] }, () => freePort()));
  const helpers = await Promise.all(
    ports.map((port) =>
      startHelper(['bench/bare-server.mjs'], {
        PORT: String(port),
        BARE_LOG_LEVEL: level,
        BARE_LOG_FILE: logFile,
        BARE_BODY_FILE: answer.bodyFile,
        BARE_HEADERS: JSON.stringify(answer.headers),
      }),
    ),
  );
  return {
    urls: ports.map((port) => `http://127.0.0.1:${port}/bare-same`),
    pids: helpers.map((helper) => helper.pid),
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
  return {
    urls: cluster.urls.map((url) => `${url}/api/index/index`),
    pids: cluster.pids,
    stop: cluster.stop,
  };
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
const cpuRatioOf = (a: TMeasure, b: TMeasure) =>
  Number((b.cpuUsPerRequest / Math.max(1, a.cpuUsPerRequest)).toFixed(3));

/**
 * `/api/index/index` for a guest against a bare Fastify app sending the very same bytes and headers (fetched
 * from the product at the start of each round), each in as many processes as the setup
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
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    /** Bare Fastify's CPU per answer ÷ the product's, at `info` (the median of the rounds): 1 is as cheap. */
    cpuRatio: median(rounds.map((round) => cpuRatioOf(round.bootstrap, round.bareFastify))),
    rounds: rounds.map((round) => ({
      bootstrapRps: round.bootstrap.requestsPerSecond,
      bareFastifyRps: round.bareFastify.requestsPerSecond,
      ratio: ratioOf(round.bootstrap, round.bareFastify),
      bootstrapCpuUs: round.bootstrap.cpuUsPerRequest,
      bareFastifyCpuUs: round.bareFastify.cpuUsPerRequest,
      bootstrapAtWarnRps: round.bootstrapAtWarn.requestsPerSecond,
      bareFastifyAtWarnRps: round.bareFastifyAtWarn.requestsPerSecond,
      ratioAtWarn: ratioOf(round.bootstrapAtWarn, round.bareFastifyAtWarn),
    })),
    target: 'ratio >= 0.8 with default logging at info on both sides (the median of the rounds)',
  };
}

interface TRound {
  /** The answer both sent: its size in bytes and the headers the bare app was given. */
  answer: { bytes: number; headers: Record<string, string> };
  bootstrap: TMeasure;
  bareFastify: TMeasure;
  bootstrapAtWarn: TMeasure;
  bareFastifyAtWarn: TMeasure;
}

/** One round on freshly started processes, the product measured first or last. */
async function measureRound(setup: TSetup, productFirst: boolean): Promise<TRound> {
  const logDir = mkdtempSync(join(tmpdir(), 'sf-bench-logs-'));
  const started: { stop: () => Promise<unknown> }[] = [];
  const track = <T extends { stop: () => Promise<unknown> }>(server: T) => {
    started.push(server);
    return server;
  };
  try {
    const [product, productWarn] = await Promise.all([
      startProduct(setup, 'info', join(logDir, 'product-info.log')).then(track),
      startProduct(setup, 'warn', join(logDir, 'product-warn.log')).then(track),
    ]);
    const answer = await productAnswer(product.urls[0] ?? '', logDir);
    const [bare, bareWarn] = await Promise.all([
      startBareFastify(setup, 'info', join(logDir, 'bare-info.log'), answer).then(track),
      startBareFastify(setup, 'warn', join(logDir, 'bare-warn.log'), answer).then(track),
    ]);
    const pairs = [
      [product, bare],
      [productWarn, bareWarn],
    ] as const;
    const results: TMeasure[][] = [];
    for (const [first, second] of pairs) {
      const [a, b] = productFirst ? [first, second] : [second, first];
      const measuredA = await measure(a);
      const measuredB = await measure(b);
      results.push(productFirst ? [measuredA, measuredB] : [measuredB, measuredA]);
    }
    const [[bootstrap, bareFastify], [bootstrapAtWarn, bareFastifyAtWarn]] = results as [
      [TMeasure, TMeasure],
      [TMeasure, TMeasure],
    ];
    return {
      bootstrap,
      bareFastify,
      bootstrapAtWarn,
      bareFastifyAtWarn,
      answer: { bytes: statSync(answer.bodyFile).size, headers: answer.headers },
    };
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    rmSync(logDir, { recursive: true, force: true });
  }
}
