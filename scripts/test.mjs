// `npm test`: lint, type-check, build, then every test (unit, API integration, browser) in one Vitest run.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, run } from './lib.mjs';

const report = join(tmpdir(), `storefront-vitest-${process.pid}.json`);
let failed = false;
try {
  await ensureInstalled();
  await run('npm', ['run', 'lint']);
  await run('npm', ['run', 'typecheck']);
  await ensureBuilt({ force: true });
  await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const skipped = result.numPendingTests + result.numTodoTests;
    console.log(
      `\nTests: ${result.numPassedTests} passed, ${result.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
    rmSync(report, { force: true });
  } catch {
    // no report: an earlier step failed and said why
  }
}
process.exit(failed ? 1 : 0);
