import { ZOperatorRole, zAccount, zPassword } from '@storefront/shared';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createOperator } from '../features/operators/index.js';
import { AppError } from '../lib/app-error.js';
import { translate } from '../locales/index.js';
import { readCommandLine } from './command-line.js';
import { describeDatabase } from './describe-database.js';
import { prepareDatabase } from './prepare-database.js';

const USAGE = [
  'usage: npm run admin:create -- --username <name> --password <password> [--role owner|editor] [--nickname <name>]',
  '  --username  3 to 15 characters: a letter first, then letters, digits or underscores',
  '  --password  6 to 32 characters, without & < > " or \'',
  '  --role      owner (the default) or editor (everything but site settings, operators and model providers)',
].join('\n');

/**
 * `npm run admin:create -- --username … --password …`: creates an operator of the console (an owner unless
 * `--role editor`) in the database the server's settings name, preparing it as the server would when it is
 * new, and says which database that is. The password is checked by the same rule as the console's forms and
 * stored only as an argon2id hash.
 */
async function main(): Promise<number> {
  const commandLine = readCommandLine(
    {
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      nickname: { type: 'string' },
    },
    USAGE,
  );
  if (!commandLine.values) return commandLine.exit;
  const { values } = commandLine;
  const username = zAccount.safeParse(values.username ?? '');
  const password = zPassword.safeParse(values.password ?? '');
  const role = ZOperatorRole.safeParse(values.role);
  const problem = [username, password, role].find((result) => !result.success);
  if (!username.success || !password.success || !role.success) {
    const key = problem?.error?.issues[0]?.message ?? 'validation.invalid';
    console.error(`${translate('en', key)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.DATABASE_URL);
  try {
    const { seeded } = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
    const operator = await createOperator(database.db, {
      username: username.data,
      password: password.data,
      role: role.data,
      nickname: values.nickname,
    });
    const where = describeDatabase(config.DATABASE_URL);
    console.log(`Created ${operator.role} "${operator.username}" in ${where}. Sign in at /admin/login.`);
    // A new database here usually means the deployment's settings were not in this command's environment.
    if (seeded) console.log(`${where} was new: it has been created and seeded now.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(translate('en', error.messageKey));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
