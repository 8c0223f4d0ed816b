import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, repoRoot, startServer } from '../e2e/support/server.js';

const DURATION_SECONDS = 10;
const CONNECTIONS = 50;

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

async function startBareFastify(bodyFile: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/bare-server.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), BARE_BODY_FILE: bodyFile },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', () => reject(new Error('bare server exited')));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * `/api/index/index` for a guest against a bare Fastify JSON route, each in its own process and measured
 * one after the other with the same load. The product runs as in production but with LOG_LEVEL=warn, so
 * per-request log lines (which the bare app does not write) are not what is compared.
 */
export async function benchBootstrap() {
  const app = await startServer({
    env: { NODE_ENV: 'production', CAPTCHA: 'on', LOG_LEVEL: 'warn', SITE_CACHE_TTL_MS: '5000' },
  });
  const bodyFile = join(tmpdir(), `sf-bench-body-${process.pid}.json`);
  writeFileSync(bodyFile, await (await fetch(`${app.url}/api/index/index`)).text());
  const bare = await startBareFastify(bodyFile);
  try {
    const bootstrap = await measure(`${app.url}/api/index/index`);
    const bareFastify = await measure(`${bare.url}/bare`);
    const bareSamePayload = await measure(`${bare.url}/bare-same`);
    return {
      name: 'bootstrap',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      bootstrap,
      bareFastify,
      bareSamePayload,
      ratio: Number((bootstrap.requestsPerSecond / bareFastify.requestsPerSecond).toFixed(3)),
      ratioSamePayload: Number((bootstrap.requestsPerSecond / bareSamePayload.requestsPerSecond).toFixed(3)),
      target: 'ratio >= 0.6',
    };
  } finally {
    rmSync(bodyFile, { force: true });
    bare.stop();
    await app.stop();
  }
}
