import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { prepareDatabase } from './prepare-database.js';

/**
 * `npm run db:migrate`: brings the configured database up to date without starting the server; a fresh one
 * is seeded as the server would, since the server seeds only databases nobody has prepared.
 */
const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
try {
  const { applied, seeded, demo } = await prepareDatabase(database, { seedDemo: config.SEED_DEMO });
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  if (seeded) console.log(demo ? 'seeded, with the demo data' : 'seeded, without demo data');
} finally {
  await database.close();
}
