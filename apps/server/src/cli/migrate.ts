import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { withStartupLock } from '../db/startup-lock.js';

/** `npm run db:migrate`: brings the configured database up to date without starting the server. */
const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
try {
  const applied = await withStartupLock(database, (pgSchema) => migrateToLatest(database.db, pgSchema));
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}
