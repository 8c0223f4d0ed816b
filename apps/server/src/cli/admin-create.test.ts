import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDialect } from '../db/database.js';
import { TEST_DIALECTS } from '../test/harness.js';
import { newDatabase } from '../test/new-database.js';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * A deployment's database, not made yet; a PostgreSQL URL carries a password (the server trusts local
 * connections here, but an operator's URL has one). `where` is how admin:create must name it.
 */
async function deploymentDatabase(dialect: TDialect) {
  const database = await newDatabase(dialect, 'sf-admin');
  if (dialect === 'sqlite') {
    return {
      ...database,
      url: database.url.href,
      where: `the SQLite file ${database.name}`,
      password: undefined,
    };
  }
  const { url } = database;
  const where = `the PostgreSQL database ${database.name} on ${url.hostname}:${url.port || 5432} as ${url.username}`;
  url.password = `pw${randomBytes(6).toString('hex')}`;
  return { ...database, url: url.href, where, password: url.password };
}

/** `admin:create` as an operator runs it, from source, with nothing but the deployment's environment `env`. */
function adminCreate(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin-create.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
}

describe.each(TEST_DIALECTS)('admin:create with a production deployment’s settings on %s', (dialect) => {
  let deployment: Awaited<ReturnType<typeof deploymentDatabase>>;
  /** The deployment's settings, as the systemd unit's environment file or compose gives them to the server. */
  let env: Record<string, string>;

  beforeAll(async () => {
    deployment = await deploymentDatabase(dialect);
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: deployment.url,
      APP_SECRET: randomBytes(32).toString('hex'),
    };
  });
  afterAll(() => deployment.drop());

  it('writes to the database the settings name, says which without its password, and seeds no demo', async () => {
    const created = adminCreate(env, '--username', 'boss', '--password', 'boss-pass-1');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain(`Created owner "boss" in ${deployment.where}.`);
    expect(created.stdout).toContain(`${deployment.where} was new: it has been created and seeded now.`);
    if (deployment.password) expect(created.stdout).not.toContain(deployment.password);

    const database = openDatabase(deployment.url);
    try {
      const { db } = database;
      expect(await db.selectFrom('admin').select(['username', 'role']).execute()).toEqual([
        { username: 'boss', role: 'owner' },
      ]);
      // Prepared as the server would have: the site's settings; under production no demo member or store.
      expect((await db.selectFrom('config').select('id').execute()).length).toBeGreaterThan(0);
      expect(await db.selectFrom('user').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('store').select('id').execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('adds to a database already in use without preparing it again', () => {
    const created = adminCreate(
      env,
      '--username',
      'helper',
      '--password',
      'helper-pass-1',
      '--role',
      'editor',
    );
    expect(created.status).toBe(0);
    expect(created.stdout).toContain(`Created editor "helper" in ${deployment.where}.`);
    expect(created.stdout).not.toContain('was new');
  });
});
