import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.js';

describe('the log destination', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-log-destination-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the lines of a turn together, in order, and what is pending on flush', async () => {
    const file = join(dir, 'turns.log');
    const log = createLogDestination(file);
    log.stream.write('{"n":1}\n');
    log.stream.write('{"n":2}\n');
    // Written a turn later, asynchronously: a loaded machine may take a while to open the file and write.
    await expect
      .poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : ''), { timeout: 10_000 })
      .toBe('{"n":1}\n{"n":2}\n');
    log.stream.write('{"n":3}\n');
    log.flush();
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
  });
});
