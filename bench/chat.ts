import { readFileSync } from 'node:fs';
import { PROCESS_COUNTS, SETUP_NAMES, startCluster, type TSetup } from './cluster.js';
import { startHelper } from './helper-process.js';
import { scaled } from './settings.js';

const STORE = '5f0c6b1e-2d4a-4c8e-9b7a-3e1f0d2c4b6a';
const SAMPLES_AT_ONE = scaled(120, 10);
/**
 * Answers the server gives, 25 at a time, before anything is measured: V8 optimises a function only after many
 * calls, so the first few hundred answers measure compilation rather than the steady state of a running server.
 */
const WARM_UP = scaled(1000, 50);
const WARM_UP_BATCH = 25;
const ROUNDS_AT_MANY = scaled(3, 1);
const MANY = 200;
const CHUNKS = Array.from({ length: 40 }, (_, index) => `token${index} `);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const summary = (values: number[]) => ({
  medianMs: Number(quantile(values, 0.5).toFixed(2)),
  p99Ms: Number(quantile(values, 0.99).toFixed(2)),
});

/** Milliseconds from sending a request until the first bytes containing `marker` arrive. */
async function timeToFirst(request: () => Promise<Response>, marker: string): Promise<number> {
  const started = performance.now();
  const response = await request();
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let seen = '';
  let first = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (!first && seen.includes(marker)) first = performance.now() - started;
  }
  if (!first) throw new Error(`no ${marker} in: ${seen.slice(0, 300)}`);
  return first;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** CPU time the processes have used, in ms (user + system, from /proc). */
const cpuMs = (pids: number[]) =>
  sum(
    pids.map((pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10;
    }),
  );

/** The processes' resident memory together, in MB. */
const rssMb = (pids: number[]) =>
  sum(
    pids.map((pid) => {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((row) => row.startsWith('VmRSS:'));
      return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
    }),
  );

/** The local model service in its own process (bench/fake-upstream.ts), which prints its URL when ready. */
async function startUpstream(reply: object) {
  const helper = await startHelper(['--import', 'tsx', 'bench/fake-upstream.ts'], {
    FAKE_REPLY: JSON.stringify(reply),
  });
  return { url: helper.firstLine, close: helper.stop };
}

/**
 * Time to first token through the server minus straight from the same local model service, at 1 and at 200
 * concurrent streams, and the servers' memory while 200 stream. Every stream is its own visitor from its own
 * address, so quotas and per-visitor stream limits (product rules, not overhead) stay out of the numbers;
 * visitors take the setup's processes in turn, each staying with its own. The model service runs in a process
 * of its own, as the server does; the clients run here.
 */
export async function benchChat(setup: TSetup) {
  const upstream = await startUpstream({ chunks: CHUNKS, chunkDelayMs: 5, usage: null });
  const cluster = await startCluster(setup, {
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      AI_BASE_URL: upstream.url,
      AI_MODEL: 'bench-model',
      CHAT_IP_FREE_PER_DAY: '100000000',
    },
  });
  await cluster.execute('update assistant set free_count = 100000000');
  let client = 0;
  const direct = () =>
    fetch(`${upstream.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'bench-model',
        stream: true,
        messages: [{ role: 'user', content: 'hi' }],
      }),
    });
  const visitor = async () => {
    client += 1;
    const ip = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
    const url = cluster.urls[client % cluster.urls.length];
    const init = await fetch(`${url}/api/chat/init`, {
      headers: { storeuuid: STORE, 'x-forwarded-for': ip },
    });
    const { data } = (await init.json()) as { data: { chatkey: string; visitor: string } };
    return () =>
      fetch(`${url}/api/chat/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', visitor: data.visitor, 'x-forwarded-for': ip },
        body: JSON.stringify({ chatkey: data.chatkey, content: 'What time do you open?' }),
      });
  };
  const directFirst = () => timeToFirst(direct, '"content"');
  const serverFirst = (send: () => Promise<Response>) => timeToFirst(send, '"type":"delta"');
  try {
    for (let batch = 0; batch < WARM_UP / WARM_UP_BATCH; batch++) {
      await Promise.all(
        Array.from({ length: WARM_UP_BATCH }, async () => {
          await directFirst();
          await serverFirst(await visitor());
        }),
      );
    }
    const oneDirect: number[] = [];
    const oneServer: number[] = [];
    for (let sample = 0; sample < SAMPLES_AT_ONE; sample++) {
      oneDirect.push(await directFirst());
      oneServer.push(await serverFirst(await visitor()));
    }
    const manyDirect: number[] = [];
    const manyServer: number[] = [];
    let peakRss = 0;
    let serverCpuMs = 0;
    for (let round = 0; round < ROUNDS_AT_MANY; round++) {
      manyDirect.push(...(await Promise.all(Array.from({ length: MANY }, directFirst))));
      const senders = await Promise.all(Array.from({ length: MANY }, visitor));
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMb(cluster.pids));
      }, 20);
      const cpuBefore = cpuMs(cluster.pids);
      manyServer.push(...(await Promise.all(senders.map(serverFirst))));
      serverCpuMs += cpuMs(cluster.pids) - cpuBefore;
      clearInterval(sampler);
    }
    const one = { direct: summary(oneDirect), server: summary(oneServer) };
    const many = { direct: summary(manyDirect), server: summary(manyServer) };
    return {
      setup: SETUP_NAMES[setup],
      processes: PROCESS_COUNTS[setup],
      upstream: { chunks: CHUNKS.length, chunkDelayMs: 5 },
      warmUpAnswers: WARM_UP,
      oneStream: {
        samples: SAMPLES_AT_ONE,
        ...one,
        overheadMedianMs: Number((one.server.medianMs - one.direct.medianMs).toFixed(2)),
      },
      manyStreams: {
        concurrent: MANY,
        rounds: ROUNDS_AT_MANY,
        ...many,
        overheadMedianMs: Number((many.server.medianMs - many.direct.medianMs).toFixed(2)),
        overheadP99Ms: Number((many.server.p99Ms - many.direct.p99Ms).toFixed(2)),
      },
      /** All processes together. */
      serverPeakRssMbAt200Streams: peakRss,
      /** The servers' CPU per answer at 200 streams, start to end: what a core must do for each. */
      serverCpuMsPerStreamAt200: Number((serverCpuMs / (MANY * ROUNDS_AT_MANY)).toFixed(2)),
      targets: 'overhead median <= 5 ms at 1 stream; overhead p99 <= 50 ms at 200 streams',
    };
  } finally {
    await cluster.stop();
    await upstream.close();
  }
}
