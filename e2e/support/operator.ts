import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { type RunningServer, repoRoot } from './server.js';

/** An operator of the console, made as a deployment makes its first one: `admin-create` on the server's database. */
export function createOperator(
  server: RunningServer,
  role: 'owner' | 'editor' = 'owner',
): { username: string; password: string } {
  const username = `op${randomBytes(4).toString('hex')}`;
  const password = 'operator-pass-1';
  execFileSync(
    process.execPath,
    ['apps/server/dist/cli/admin-create.js', '--username', username, '--password', password, '--role', role],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: `sqlite:${server.dbFile}` }, stdio: 'pipe' },
  );
  return { username, password };
}

/** Signs in at /admin/login as a person would (the e2e server runs without the captcha) and waits for the console. */
export async function signInToConsole(
  page: Page,
  serverUrl: string,
  operator: { username: string; password: string },
) {
  await page.goto(`${serverUrl}/admin/login`);
  await page.getByTestId('console-username').fill(operator.username);
  await page.getByTestId('console-password').fill(operator.password);
  await page.getByTestId('console-login-submit').click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'),
  );
}
