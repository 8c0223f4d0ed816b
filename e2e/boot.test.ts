import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer } from './support/server.js';

type TBootstrap = { code: number; data: { site: { siteName: string }; rules: unknown[] } };
const bootstrapOf = async (url: string) =>
  (await (await fetch(`${url}/api/index/index`)).json()) as TBootstrap;

describe('npm start on a fresh clone', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sf-boot-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = () =>
    startServer({ command: ['scripts/start.mjs'], dataDir, env: { SITE_CACHE_TTL_MS: '5000' } });

  it('serves the home page and the seeded bootstrap, then reuses the database on the next start', async () => {
    const first = await start();
    const home = await fetch(first.url, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root"');
    const index = await bootstrapOf(first.url);
    expect(index.code).toBe(1);
    expect(index.data.site.siteName).toBe('店铺 AI 助手');
    expect(index.data.rules.length).toBeGreaterThan(0);
    expect(first.output()).toContain('"seeded":true');
    expect(first.output()).toMatch(/listening on http:\/\//);
    expect(first.output()).toContain('npm run admin:create -- --username <name> --password <password>');
    first.withDb((db) => db.prepare("update config set value = '\"Kept\"' where name = 'siteName'").run());
    expect(await first.stop()).toBe(0);

    const created = execFileSync(
      'npm',
      ['run', '--silent', 'admin:create', '--', '--username', 'boss', '--password', 'boss-pass-1'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}` },
        encoding: 'utf8',
      },
    );
    expect(created).toContain('Created owner "boss"');

    const second = await start();
    // --help gives the rules; an unknown option or a refused name says what is wrong and the rules, not a stack.
    const adminCreate = (...args: string[]) =>
      spawnSync(process.execPath, ['apps/server/dist/cli/admin-create.js', ...args], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}` },
        encoding: 'utf8',
      });
    const help = adminCreate('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('a letter first, then letters, digits or underscores');
    for (const wrong of [['--bogus'], ['--username', '1bad', '--password', 'boss-pass-1']]) {
      const refused = adminCreate(...wrong);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('usage: npm run admin:create');
      expect(refused.stderr).not.toContain('    at ');
    }

    expect(second.output()).toContain('"seeded":false');
    expect(second.output()).not.toContain('npm run admin:create');
    const again = await bootstrapOf(second.url);
    expect(again.data.site.siteName).toBe('Kept');
    expect(await second.stop()).toBe(0);
  }, 180_000); // two starts of a fresh clone's `npm start` and four CLI runs: minutes on a busy 2-core machine
});
