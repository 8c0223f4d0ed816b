import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { KvStore } from '../../lib/kv/index.js';

/** A check that has not answered by then counts as failed: a proxy asking must get its answer at once. */
const CHECK_TIMEOUT_MS = 1000;

export type TCheckResult = 'ok' | 'failed' | 'down';

export interface HealthDeps {
  database: DatabaseHandle;
  kv: KvStore;
  config: Pick<TConfig, 'REDIS_URL' | 'UPLOAD_DRIVER' | 'STORAGE_DIR'>;
}

/** `check` resolved within the timeout and true: ok; anything else: failed. */
async function within(check: () => Promise<boolean>): Promise<TCheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), late])) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Writes and removes a small file where uploads go: a read-only, full or missing disk shows here. */
async function storageWritable(dir: string): Promise<boolean> {
  await mkdir(dir, { recursive: true });
  const probe = join(dir, `.health-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(probe, 'ok');
    return true;
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}

/**
 * What this process needs to serve: the database answering reads and taking writes, the uploads folder
 * taking files (local storage only; object storage is another service's), and Redis when one is configured.
 */
export async function runChecks({ database, kv, config }: HealthDeps): Promise<Record<string, TCheckResult>> {
  const [read, writes, storage] = await Promise.all([
    within(async () => (await sql`select 1`.execute(database.db)).rows.length === 1),
    within(() => database.canWrite()),
    config.UPLOAD_DRIVER === 'local' ? within(() => storageWritable(config.STORAGE_DIR)) : undefined,
  ]);
  return {
    database: read,
    databaseWrites: writes,
    ...(storage ? { storage } : {}),
    ...(config.REDIS_URL ? { redis: kv.shared() ? 'ok' : 'down' } : {}),
  };
}
