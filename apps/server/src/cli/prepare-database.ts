import type { DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { clearSeedPending, markSeedPending, withStartupLock } from '../db/startup-lock.js';
import { seedDatabase } from './seed/index.js';

/**
 * Brings the database up to date under the start-up lock, and seeds it only when it had no migrations table
 * as the lock was taken, or a first start died before seeding it (`markSeedPending`). A database with one belongs to someone: its own data, or a `pg_restore` under way
 * whose rows would collide with seeded ones and leave a mix. Every command that may be the first to open a
 * database (the server, db:migrate, admin:create) prepares it here, so whichever comes first seeds it.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  { seedDemo }: { seedDemo: boolean },
): Promise<{ applied: string[]; seeded: boolean; demo: boolean; areas: number }> {
  return withStartupLock(database, async ({ pgSchema, isFresh }) => {
    if (isFresh) await markSeedPending(database.db);
    const applied = await migrateToLatest(database.db, pgSchema);
    if (!isFresh) return { applied, seeded: false, demo: false, areas: 0 };
    const { seeded, areas } = await seedDatabase(database.db, { demo: seedDemo });
    await clearSeedPending(database.db);
    return { applied, seeded, demo: seeded && seedDemo, areas };
  });
}
