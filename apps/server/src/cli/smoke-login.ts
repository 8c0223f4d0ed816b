import { existsSync } from 'node:fs';
import { loadConfig, sqliteFile } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { createCaptchaService } from '../features/captcha/index.js';
import { readCommandLine } from './command-line.js';
import { describeDatabase } from './describe-database.js';
import { runSmokeLogin } from './smoke-login-steps.js';

const USAGE = [
  'usage: npm run smoke -- (--member <account> | --operator <username>) --password <password> [--url <address>]',
  "  --member    a member's username, email or mobile: signs in as the site's login form does",
  '  --operator  an operator of the console: signs in as /admin/login does',
  '  --password  the password; or leave it out and set SMOKE_PASSWORD, which no process list shows',
  '  --url       the server to check (default http://127.0.0.1:<PORT>)',
  "Run it with the server's settings (DATABASE_URL above all): the captcha's answer is read from its database.",
  'Signs in, calls one endpoint that needs the login, signs out; prints PASS or FAIL.',
  'Exit status: 0 passed, 1 failed, 2 the command line is wrong.',
].join('\n');

const UNUSED_SECRET = 'the smoke login signs nothing with APP_SECRET';

/**
 * `npm run smoke -- --operator boss`: a scripted login against a running server, for operators' checks after
 * a deployment or an upgrade. The click captcha's answer exists only in the server's database, so the command
 * reads it there through the captcha's own code, with the same settings the server uses. It prints neither
 * the password, nor a token, nor the captcha's answer.
 */
async function main(): Promise<number> {
  const commandLine = readCommandLine(
    {
      member: { type: 'string' },
      operator: { type: 'string' },
      password: { type: 'string' },
      url: { type: 'string' },
    },
    USAGE,
  );
  if (!commandLine.values) return commandLine.exit;
  const { values } = commandLine;
  const password = values.password ?? process.env.SMOKE_PASSWORD ?? '';
  const account = values.member ?? values.operator ?? '';
  if (!account || (values.member && values.operator) || !password) {
    console.error(`Name one account, --member or --operator, and its password.\n${USAGE}`);
    return 2;
  }
  const role = values.member ? 'member' : 'operator';
  let database: DatabaseHandle | undefined;
  try {
    // Nothing here is signed: without APP_SECRET set, the server's settings must not make a new one on disk.
    const config = loadConfig({ ...process.env, APP_SECRET: process.env.APP_SECRET || UNUSED_SECRET });
    const baseUrl = (values.url ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
    const where = describeDatabase(config.DATABASE_URL);
    const file = sqliteFile(config.DATABASE_URL);
    const readCaptchaAnswer = (id: string) => {
      // Opening a SQLite file that is not there would create an empty one beside the real database.
      if (file && file !== ':memory:' && !existsSync(file)) {
        throw new Error(`DATABASE_URL names ${where}, which does not exist: use the server's settings`);
      }
      database ??= openDatabase(config.DATABASE_URL);
      return createCaptchaService({ db: database.db, enabled: true }).readAnswer(id);
    };
    const started = Date.now();
    const checked = await runSmokeLogin({ baseUrl, role, account, password, readCaptchaAnswer });
    console.log(
      `PASS: ${role} "${account}" signed in at ${baseUrl}, called ${checked} and signed out (${Date.now() - started} ms)`,
    );
    return 0;
  } catch (error) {
    // Whatever stopped it, an invalid setting included, is the check's answer: one line, no stack trace.
    console.error(`FAIL: ${role} "${account}": ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
