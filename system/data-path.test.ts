import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runToExit } from './support/run-to-exit.js';

/** EX_CONFIG: the systemd unit's RestartPreventExitStatus, so a supervisor does not restart in a loop. */
const EXIT_NEEDS_OPERATOR = 78;

describe('a start whose data path is a regular file', () => {
  const base = mkdtempSync(join(tmpdir(), 'sf-data-path-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const aFile = (name: string) => {
    const path = join(base, name);
    writeFileSync(path, 'not a folder and not a database\n');
    return path;
  };
  const settings = (overrides: Record<string, string>) => ({
    DATABASE_URL: `sqlite:${join(base, `data-${randomBytes(3).toString('hex')}`, 'app.db')}`,
    STORAGE_DIR: join(base, `storage-${randomBytes(3).toString('hex')}`),
    APP_SECRET: randomBytes(32).toString('hex'),
    ...overrides,
  });
  /** The run exited 78 with one line that names `path` and no stack. */
  const expectOneLineNaming = (
    result: Awaited<ReturnType<typeof runToExit>>,
    path: string,
    reason: string,
  ) => {
    expect(result.code).toBe(EXIT_NEEDS_OPERATOR);
    const lines = result.output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path);
    expect(lines[0]).toContain(reason);
    expect(result.output).not.toContain('    at ');
  };

  it('exits 78 with one line naming the data directory when it is a file', async () => {
    const dataDir = aFile('data-file');
    const result = await runToExit(settings({ DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}` }));
    expectOneLineNaming(result, dataDir, 'is a file, not a directory');
  });

  it('exits 78 with one line naming the file in the way when a folder above the data directory is a file', async () => {
    const file = aFile('above-data');
    const result = await runToExit(settings({ DATABASE_URL: `sqlite:${join(file, 'sub', 'app.db')}` }));
    expectOneLineNaming(result, join(file, 'sub'), 'ENOTDIR');
  });

  it('exits 78 with one line naming the uploads folder when it is a file', async () => {
    const storage = aFile('storage-file');
    const result = await runToExit(settings({ STORAGE_DIR: storage }));
    expectOneLineNaming(result, storage, 'is a file, not a directory');
  });

  it('exits 78 with one line naming the database file when it is not a SQLite database', async () => {
    const file = aFile('not-a-database.db');
    const result = await runToExit(settings({ DATABASE_URL: `sqlite:${file}` }));
    expectOneLineNaming(result, file, 'not a SQLite database');
  });
});
