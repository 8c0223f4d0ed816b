import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/database.js';
import { type RunningServer, startServer } from '../../e2e/support/server.js';
import { scratchRedisPrefix, scratchSchema } from './services.js';

export interface TCluster {
  servers: RunningServer[];
  /** The processes' database, opened by the test as another client (to play operator and to check). */
  database: DatabaseHandle;
  /** What every process of the cluster is started with; `restart` starts another on the same data. */
  env: Record<string, string>;
  /** Starts one more process of the cluster (a replacement after a kill). */
  start: () => Promise<RunningServer>;
  stop: () => Promise<void>;
}

/**
 * `count` built server processes started at once over one scratch PostgreSQL schema and, when `redisUrl` is
 * given, one scratch Redis key prefix, sharing one APP_SECRET as a deployment's processes do. `stop` ends
 * them and removes the schema and the keys.
 */
export async function startPgCluster(options: {
  pgUrl: string;
  redisUrl?: string;
  count: number;
  env?: Record<string, string>;
  /** Names the processes' PostgreSQL connections (pg_stat_activity.application_name). */
  applicationName?: string;
}): Promise<TCluster> {
  const schema = await scratchSchema(options.pgUrl);
  const redis = options.redisUrl ? scratchRedisPrefix(options.redisUrl) : undefined;
  const databaseUrl = new URL(schema.url);
  if (options.applicationName) databaseUrl.searchParams.set('application_name', options.applicationName);
  const env = {
    DATABASE_URL: databaseUrl.href,
    APP_SECRET: randomBytes(32).toString('hex'),
    ...(redis && options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_KEY_PREFIX: redis.prefix } : {}),
    ...options.env,
  };
  const servers: RunningServer[] = [];
  const start = async () => {
    const server = await startServer({ env });
    servers.push(server);
    return server;
  };
  const database = openDatabase(schema.url);
  // Killed rather than stopped: a graceful stop waits up to 10 s for a connection the test's client opened and
  // never used, and nothing here depends on it.
  const stop = async () => {
    await Promise.all(servers.map(killHard));
    await database.close();
    await schema.drop();
    await redis?.drop();
  };
  try {
    await Promise.all(Array.from({ length: options.count }, start));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, database, env, start, stop };
}

/** Kills a server process at once, as a crash or an OOM kill would, and waits until it is gone. */
export async function killHard(server: RunningServer): Promise<void> {
  try {
    process.kill(server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await server.stop();
}
