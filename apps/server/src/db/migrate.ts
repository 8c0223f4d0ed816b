import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import type { TDb } from './database.js';
import * as foundation from './migrations/2026112301_foundation.js';
import * as accounts from './migrations/2026112302_accounts.js';
import * as memberCentre from './migrations/2026112303_member_centre.js';
import * as chat from './migrations/2026112304_chat.js';
import * as discovery from './migrations/2026112305_discovery.js';
import * as storeNear from './migrations/2026112306_store_near.js';
import * as messageBranches from './migrations/2026112501_message_branches.js';
import * as operators from './migrations/2026112601_operators.js';
import * as pointsHolds from './migrations/2026112602_points_holds.js';
import * as messageUnanswered from './migrations/2026112603_message_unanswered.js';
import * as messageSources from './migrations/2026112801_message_sources.js';
import * as loginGraceIdle from './migrations/2026112810_login_grace_idle.js';
import * as logActor from './migrations/2026112811_log_actor.js';
import * as answerChecks from './migrations/2026112820_answer_checks.js';
import * as storeLanguages from './migrations/2026112901_store_languages.js';
import * as knowledgeStatus from './migrations/2026112930_knowledge_status.js';
import * as handoffs from './migrations/2026113001_handoffs.js';

/** Every migration in order; names are timestamps so they sort as they were written. */
const migrations: Record<string, Migration> = {
  '2026112301_foundation': foundation,
  '2026112302_accounts': accounts,
  '2026112303_member_centre': memberCentre,
  '2026112304_chat': chat,
  '2026112305_discovery': discovery,
  '2026112306_store_near': storeNear,
  '2026112501_message_branches': messageBranches,
  '2026112601_operators': operators,
  '2026112602_points_holds': pointsHolds,
  '2026112603_message_unanswered': messageUnanswered,
  '2026112801_message_sources': messageSources,
  '2026112810_login_grace_idle': loginGraceIdle,
  '2026112811_log_actor': logActor,
  '2026112820_answer_checks': answerChecks,
  '2026112901_store_languages': storeLanguages,
  '2026112930_knowledge_status': knowledgeStatus,
  '2026113001_handoffs': handoffs,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

const migratorOf = (db: TDb, pgSchema?: string) =>
  new Migrator({ db, provider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });

function applied({ error, results = [] }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Brings the schema up to date; throws with the failing migration's error. `pgSchema` names the PostgreSQL
 * schema the bookkeeping tables belong to, so a look-up never mistakes another schema's tables for ours.
 */
export async function migrateToLatest(db: TDb, pgSchema?: string): Promise<string[]> {
  return applied(await migratorOf(db, pgSchema).migrateToLatest());
}

/** Brings the schema up to the migration `name`: a database as an older release left it, for tests. */
export async function migrateUpTo(db: TDb, name: string, pgSchema?: string): Promise<string[]> {
  return applied(await migratorOf(db, pgSchema).migrateTo(name));
}
