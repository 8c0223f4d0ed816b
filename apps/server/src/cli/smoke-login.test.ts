import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../features/operators/index.js';
import { createMember } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/harness.js';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The smoke login as an operator runs it, from source, with nothing but `env` for settings. Spawned, not run
 * synchronously: the server it checks answers from this very process.
 */
function smoke(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/smoke-login.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

// Each case starts the command with tsx, which takes seconds on a busy machine.
describe('the smoke login against a running server', { timeout: 90_000 }, () => {
  let server: TestServer;
  /** The server's own settings, as the deployment's environment file gives them to the command. */
  let env: Record<string, string>;
  const member = { username: 'smokemember', password: 'member-pass-1' };
  const operator = { username: 'smokeboss', password: 'operator-pass-1' };

  beforeAll(async () => {
    // As deployed: the click captcha on (members' login asks for it too), no test routes to read its answer.
    server = await startTestServer('sqlite', {}, { testHooks: false });
    await createMember(server.database.db, member);
    await createOperator(server.database.db, { ...operator, role: 'editor' });
    env = { NODE_ENV: 'production', DATABASE_URL: server.config.DATABASE_URL };
  });
  afterAll(() => server.close());

  /** The command line that checks the operator's login with `password`. */
  const asOperator = (password: string) => [
    '--url',
    server.url,
    '--operator',
    operator.username,
    '--password',
    password,
  ];

  it('passes for an operator: captcha, login, a signed-in call, logout, and no secret printed', async () => {
    const run = await smoke(env, ...asOperator(operator.password));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^PASS: operator "smokeboss" signed in at ${server.url}, called /api/admin/index/index and signed out`,
      ),
    );
    expect(run.stdout).not.toContain(operator.password);
    // Signed out: the command left no operator login behind.
    expect(await server.database.db.selectFrom('admin_token').select('token').execute()).toEqual([]);
  });

  it('passes for a member, with the password from SMOKE_PASSWORD', async () => {
    const run = await smoke(
      { ...env, SMOKE_PASSWORD: member.password },
      '--url',
      server.url,
      '--member',
      member.username,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `PASS: member "smokemember" signed in at ${server.url}, called /api/account/overview`,
    );
  });

  it("fails with status 1 and the server's reason for a wrong password, which it does not print", async () => {
    const wrong = 'not-the-password-1';
    const run = await smoke(env, ...asOperator(wrong));
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^FAIL: operator "smokeboss": POST \/api\/admin\/index\/login refused: .+\n$/);
    expect(run.stderr).not.toContain(wrong);
  });

  it("fails, saying why, when its database is not the server's", async () => {
    const elsewhere = { ...env, DATABASE_URL: 'sqlite:/nonexistent/storefront/app.db' };
    const run = await smoke(elsewhere, ...asOperator(operator.password));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('the SQLite file /nonexistent/storefront/app.db, which does not exist');
  });

  it('prints its usage for --help, and for a wrong command line with status 2, without a stack trace', async () => {
    const [help, wrong] = await Promise.all([
      smoke(env, '--help'),
      smoke(env, '--operator', operator.username, '--password'),
    ]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run smoke -- /);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run smoke -- ');
    expect(wrong.stderr).not.toMatch(/^\s+at /m);
  });
});
