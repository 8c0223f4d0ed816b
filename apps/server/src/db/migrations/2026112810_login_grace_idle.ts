import type { Kysely } from 'kysely';
import { BIGINT } from './helpers.js';

const TOKEN_TABLES = ['token', 'admin_token'] as const;

/**
 * Logins get two columns on both token tables. `successor`: a rotated refresh token keeps the pair it was
 * exchanged for, sealed with a key only that refresh token gives, so presenting it again within the grace
 * window answers the same pair (two tabs refreshing at once) while the database alone reveals nothing.
 * `seen_time`: when the login last made a request, for the console's idle timeout. Rows from before count
 * from their `create_time`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TOKEN_TABLES) {
    await db.schema.alterTable(table).addColumn('successor', 'text').execute();
    await db.schema.alterTable(table).addColumn('seen_time', BIGINT).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TOKEN_TABLES) {
    await db.schema.alterTable(table).dropColumn('seen_time').execute();
    await db.schema.alterTable(table).dropColumn('successor').execute();
  }
}
