import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runToExit } from './support/run-to-exit.js';

/** EX_CONFIG: the systemd unit's RestartPreventExitStatus, so a supervisor does not restart in a loop. */
const EXIT_NEEDS_OPERATOR = 78;
/** The user `nobody`: root writes through any mode bits, so a read-only folder is tested as someone else. */
const NOBODY = 65534;

describe('a start on a disk that takes no writes', () => {
  const base = mkdtempSync(join(tmpdir(), 'sf-unwritable-'));
  chmodSync(base, 0o755);
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const env = (dataDir: string) => ({
    DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}`,
    STORAGE_DIR: join(base, `storage-${randomBytes(3).toString('hex')}`),
    APP_SECRET: randomBytes(32).toString('hex'),
  });

  it('exits at once with status 78 and the read-only data directory named, leaving it untouched', async () => {
    const dataDir = join(base, 'read-only');
    mkdirSync(dataDir, { mode: 0o555 });
    chmodSync(dataDir, 0o555);
    const asRoot = process.getuid?.() === 0;
    const settings = env(dataDir);
    mkdirSync(settings.STORAGE_DIR, { mode: 0o777 });
    chmodSync(settings.STORAGE_DIR, 0o777);
    const result = await runToExit(settings, asRoot ? { uid: NOBODY } : {});
    expect(result.code).toBe(EXIT_NEEDS_OPERATOR);
    expect(result.output).toContain(`Cannot write to the data directory ${dataDir}: EACCES`);
    expect(result.output.match(/Cannot write/g)).toHaveLength(1);
    expect(result.output).not.toContain('    at ');
    expect(result.ms).toBeLessThan(10_000);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('exits at once with status 78 and the data directory named when no file can grow (a full disk)', async () => {
    const dataDir = join(base, 'full');
    const result = await runToExit(env(dataDir), { maxFileKiB: 0 });
    expect(result.code).toBe(EXIT_NEEDS_OPERATOR);
    expect(result.output).toContain(`Cannot write to the data directory ${dataDir}: EFBIG`);
    expect(result.output).not.toContain('    at ');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
