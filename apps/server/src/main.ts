import { buildApp } from './app.js';
import { prepareDatabase } from './cli/prepare-database.js';
import { ConfigError, loadConfig, sqliteFile } from './config.js';
import { openDatabase } from './db/database.js';
import { operatorCount } from './features/operators/index.js';
import { createLogDestination } from './lib/log-destination.js';
import { assertWritableDirectory, UnwritableDirectoryError } from './lib/writable-dir.js';
import { testHooksFromEnv } from './plugins/test-hooks.js';

const log = createLogDestination();

/** Starts the server: config, database (migrated and seeded), app, listen; closes gracefully on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  // A read-only or full disk stops the start here, naming the folder, before any data is touched.
  const dbFile = sqliteFile(config.DATABASE_URL);
  if (dbFile && dbFile !== ':memory:') assertWritableDirectory(config.DATA_DIR, 'data');
  assertWritableDirectory(config.STORAGE_DIR, 'uploads (STORAGE_DIR)');
  const database = openDatabase(config.DATABASE_URL);
  // Processes starting together migrate one at a time; only the first, on a fresh database, seeds it.
  const { applied, seeded, demo, areas } = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
  // Only the browser and system tests set this (a random secret); a deployment never should.
  const testHooks = testHooksFromEnv(process.env);
  const app = await buildApp({ config, database, logStream: log.stream, testHooks });
  app.log.info({ migrations: applied, seeded, demo, areas, database: database.dialect }, 'database ready');
  if (demo && config.NODE_ENV === 'production') {
    app.log.warn('SEED_DEMO=true: the demo member demo / demo123456 and the demo stores were added');
  }
  if (config.CAPTCHA === 'off') app.log.warn('CAPTCHA=off: click-captcha checks are disabled');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const times = { drainMs: config.SHUTDOWN_DRAIN_MS, graceMs: config.SHUTDOWN_GRACE_MS };
    app.log.info({ signal, ...times }, 'shutting down');
    // Past the drain and the grace, closing the database and the log gets 10 s more before the process quits.
    const force = setTimeout(() => process.exit(1), times.drainMs + times.graceMs + 10_000);
    force.unref();
    await app.shutDownGracefully(times);
    await database.close();
    log.flush();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' ? `http://localhost:${config.PORT}` : address;
  app.log.info(`Storefront AI Console is listening on ${shown}`);
  if ((await operatorCount(database.db)) === 0) {
    app.log.warn(
      `No console operator yet. Create the first owner with: npm run admin:create -- --username <name> --password <password>, then sign in at ${shown}/admin`,
    );
  }
}

/**
 * The exit status of a start that no restart can mend (a setting, a read-only or full disk): EX_CONFIG, which
 * the systemd unit lists in RestartPreventExitStatus, so a supervisor stops instead of looping.
 */
const EXIT_NEEDS_OPERATOR = 78;

main().catch((error: unknown) => {
  log.flush();
  if (error instanceof ConfigError || error instanceof UnwritableDirectoryError) {
    console.error(error.message);
    process.exit(EXIT_NEEDS_OPERATOR);
  }
  console.error('Failed to start:', error);
  process.exit(1);
});
