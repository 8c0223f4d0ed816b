import type { TDialect } from '../db/database.js';
import { createOperatorSession } from './factories.js';
import { startTestServer, type TestServer } from './harness.js';

/** An operator signed in to the console: `headers` is ready to send. */
export type TOperatorSession = Awaited<ReturnType<typeof createOperatorSession>>;

/**
 * A test server (`env` as `startTestServer` takes it) with two operators of the console signed in: a site
 * `owner` and an `editor`.
 */
export async function startConsoleServer(dialect: TDialect, env: Record<string, string> = {}) {
  const server = await startTestServer(dialect, env);
  const owner = await createOperatorSession(server.database.db);
  const editor = await createOperatorSession(server.database.db, { role: 'editor' });
  return { server, owner, editor };
}

/** The operator log's rows of an action, oldest first; with `targetId`, only those about that row. */
export const logRowsOf = (server: TestServer, action: string, targetId?: number | string) =>
  server.database.db
    .selectFrom('admin_log')
    .selectAll()
    .where('action', '=', action)
    .$if(targetId !== undefined, (query) => query.where('target_id', '=', String(targetId)))
    .orderBy('id')
    .execute();
