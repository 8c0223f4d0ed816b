import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { TDb } from './database.js';
import * as foundation from './migrations/2026112301_foundation.js';

/** Every migration in order; names are timestamps so they sort as they were written. */
const migrations: Record<string, Migration> = {
  '2026112301_foundation': foundation,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: TDb): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
