import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../e2e/support/server.js';
import { startPgCluster, type TCluster } from './support/cluster.js';
import { startRetryingProxy, type TRetryingProxy } from './support/retrying-proxy.js';
import { sharedServices } from './support/services.js';

const services = sharedServices();
/** Pages a visitor opens: the home page as an uptime check asks for it, a landing page, a plain client route. */
const PAGES = [
  { path: '/', accept: '*/*' },
  { path: '/user/account/overview', accept: 'text/html' },
  { path: '/instructions', accept: 'text/html' },
];
/** The scripts, module preloads and style sheets a page names. */
const PAGE_ASSETS = /(?:src|href)="(\/assets\/[^"]+)"/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"/;

/** `npm run build -w apps/web` (README, "Upgrades"), publishing into `webDist`. */
function buildWeb(webDist: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: repoRoot,
      env: { ...process.env, WEB_DIST: webDist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed:\n${output}`))));
  });
}

/**
 * Visitors through the proxy until `stop`: each opens the pages, then every asset each page names, and the
 * home page's API call. Every answer that is not a whole 200 is a failure.
 */
function startLoad(proxy: TRetryingProxy, visitors: number) {
  const failures: string[] = [];
  const entries = new Set<string>();
  let requests = 0;
  let isStopping = false;
  const fetchText = async (path: string, accept = '*/*') => {
    requests += 1;
    try {
      const response = await fetch(proxy.url + path, { headers: { accept, 'think-lang': 'en' } });
      const text = await response.text();
      if (response.status !== 200) failures.push(`${path}: ${response.status} ${text.slice(0, 120)}`);
      return text;
    } catch (error) {
      failures.push(`${path}: ${error instanceof Error ? `${error.message} ${String(error.cause)}` : error}`);
      return '';
    }
  };
  const visit = async () => {
    while (!isStopping) {
      for (const page of PAGES) {
        const html = await fetchText(page.path, page.accept);
        if (!html) continue;
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) failures.push(`${page.path}: a page without its entry script`);
        else entries.add(entry);
        const assets = [...html.matchAll(PAGE_ASSETS)].map((match) => match[1] ?? '');
        await Promise.all(assets.map((asset) => fetchText(asset)));
      }
      const site = await fetchText('/api/index/index', 'application/json');
      if (site && JSON.parse(site).code !== 1) failures.push(`/api/index/index: ${site.slice(0, 120)}`);
      await sleep(100);
    }
  };
  const running = Array.from({ length: visitors }, visit);
  return {
    failures,
    entries,
    requests: () => requests,
    stop: async () => {
      isStopping = true;
      await Promise.all(running);
    },
  };
}

// Issue 29 items 1 and 6, as README's "Upgrades" runs them: two processes on PostgreSQL + Redis behind a proxy
// that retries as deploy/nginx.conf does, the web app built again while they serve it, then each restarted in
// turn (SIGTERM, wait for it to exit, start the new one), all under load. The build goes into a copy of the
// built app (WEB_DIST), so the browser tests running beside this one keep theirs.
describe.skipIf(!services)('a rolling upgrade under load', () => {
  let webDist: string;
  let cluster: TCluster;
  let proxy: TRetryingProxy;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'sf-roll-web-'));
    cpSync(join(repoRoot, 'apps/web/dist'), webDist, {
      recursive: true,
      filter: (source) => !source.includes('.next-build'),
    });
    cluster = await startPgCluster({
      pgUrl: services?.pgUrl ?? '',
      redisUrl: services?.redisUrl ?? '',
      count: 2,
      env: { WEB_DIST: webDist, SHUTDOWN_DRAIN_MS: '1000', SHUTDOWN_GRACE_MS: '5000' },
    });
    proxy = await startRetryingProxy(cluster.servers.map((server) => server.url));
  });
  afterAll(async () => {
    await proxy?.close();
    await cluster?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('fails no request and serves no page whose scripts are gone, through a build and two restarts', async () => {
    const before = readFileSync(join(webDist, 'builds/latest.json'), 'utf8');
    const load = startLoad(proxy, 3);
    await sleep(1000);
    await buildWeb(webDist);
    expect(readFileSync(join(webDist, 'builds/latest.json'), 'utf8')).not.toBe(before);
    await sleep(1000);

    for (const [index, old] of cluster.servers.slice(0, 2).entries()) {
      expect(await old.stop()).toBe(0);
      const replacement = await cluster.start();
      proxy.upstreams[index] = replacement.url;
      await sleep(1000);
    }
    await load.stop();

    expect(load.failures).toEqual([]);
    // Pages of the old build (the processes started before it) and of the new one were both served.
    expect(load.entries.size).toBeGreaterThanOrEqual(2);
    expect(load.requests()).toBeGreaterThan(500);
  });
});
