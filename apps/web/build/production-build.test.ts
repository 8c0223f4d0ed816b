import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const webRoot = new URL('..', import.meta.url).pathname;
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

describe('the web build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'sf-web-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is a production bundle even with NODE_ENV=development in the environment', () => {
    execFileSync(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'pipe',
    });
    const assets = join(outDir, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    const developmentOnly = scripts.filter((name) =>
      readFileSync(join(assets, name), 'utf8').includes('React DevTools'),
    );
    expect(developmentOnly).toEqual([]);
  }, 120_000);
});
