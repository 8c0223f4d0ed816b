import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/database.js';
import type { RunningServer } from '../../e2e/support/server.js';
import { startServer } from '../../e2e/support/server.js';
import { killHard, startPgCluster } from './cluster.js';

/** One server process on a database that outlives it, so a test can kill it and start another on the same data. */
export interface TCrashTarget {
  server: () => RunningServer;
  /** The same data, opened by the test as another client. */
  database: DatabaseHandle;
  kill: () => Promise<void>;
  restart: () => Promise<RunningServer>;
  stop: () => Promise<void>;
}

/** A server on a SQLite file in a folder of the test's own. */
export async function sqliteTarget(env: Record<string, string>): Promise<TCrashTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sf-crash-'));
  let current = await startServer({ dataDir, env });
  const database = openDatabase(`sqlite:${current.dbFile}`);
  return {
    server: () => current,
    database,
    kill: () => killHard(current),
    restart: async () => {
      current = await startServer({ dataDir, env });
      return current;
    },
    stop: async () => {
      await killHard(current);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server on a scratch PostgreSQL schema with a scratch Redis prefix, as one process of a cluster. */
export async function postgresTarget(
  services: { pgUrl: string; redisUrl: string },
  env: Record<string, string>,
): Promise<TCrashTarget> {
  const cluster = await startPgCluster({ ...services, count: 1, env });
  let current = cluster.servers[0] as RunningServer;
  return {
    server: () => current,
    database: cluster.database,
    kill: () => killHard(current),
    restart: async () => {
      current = await cluster.start();
      return current;
    },
    stop: cluster.stop,
  };
}
