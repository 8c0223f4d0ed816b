import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { TEST_HOOK_HEADER, TEST_HOOKS_ENV } from '../../apps/server/src/plugins/test-hooks.js';
import { freePort } from '../../apps/server/src/test/free-port.js';

export { freePort };

/** This test run's secret for the servers' `/__test/` hooks: NODE_ENV=test alone opens none of them. */
const testHookSecret = randomBytes(32).toString('hex');

/** Headers a request to a `/__test/` hook of a server started here carries. */
export const TEST_HOOK_HEADERS: Record<string, string> = { [TEST_HOOK_HEADER]: testHookSecret };

export const repoRoot = new URL('../..', import.meta.url).pathname;

export interface RunningServer {
  url: string;
  dbFile: string;
  /** The server process, for reading its memory in benchmarks. */
  pid: number;
  output: () => string;
  /** Opens the server's SQLite file, runs `change`, and closes it: how a test plays operator. */
  withDb: <T>(change: (db: Sqlite.Database) => T) => T;
  /** A fresh auth token for the demo member, as the login page would have stored it. */
  demoLogin: () => { id: number; token: string };
  stop: () => Promise<number | null>;
}

/** Starts the built server (or `npm start`'s script) as a child process on a fresh SQLite file. */
export async function startServer(
  options: {
    command?: string[];
    dataDir?: string;
    env?: Record<string, string>;
    /** The click captcha is off for most journeys; the account journeys solve it through the test hook. */
    captcha?: 'on' | 'off';
    /** Standard output and error go to this file, as a deployment's log would (`output()` is then empty). */
    logFile?: string;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sf-e2e-'));
  const dbFile = join(dataDir, 'app.db');
  const command = options.command ?? ['apps/server/dist/main.js'];
  let output = '';
  const child: ChildProcess = spawn(process.execPath, command, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dbFile}`,
      NODE_ENV: 'test',
      [TEST_HOOKS_ENV]: testHookSecret,
      CAPTCHA: options.captcha ?? 'off',
      SITE_CACHE_TTL_MS: '1000',
      ...options.env,
    },
    stdio: options.logFile
      ? ['ignore', openSync(options.logFile, 'a'), openSync(options.logFile, 'a')]
      : ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);

  const withDb = <T>(change: (db: Sqlite.Database) => T): T => {
    const db = new Sqlite(dbFile);
    try {
      db.pragma('busy_timeout = 5000');
      return change(db);
    } finally {
      db.close();
    }
  };
  return {
    url,
    dbFile,
    pid: child.pid ?? 0,
    output: () => output,
    withDb,
    demoLogin: () =>
      withDb((db) => {
        const user = db.prepare("select id from user where username = 'demo'").get() as { id: number };
        const token = randomBytes(32).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        db.prepare(
          'insert into token (token, type, user_id, create_time, expire_time) values (?, ?, ?, ?, ?)',
        ).run(createHash('sha256').update(token).digest('hex'), 'user', user.id, now, now + 3600);
        return { id: user.id, token };
      }),
    stop: () =>
      new Promise((resolve) => {
        // A process ended by a signal has no exit code, only a signal code.
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill('SIGTERM');
      }),
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output()}`);
}
