import type { FastifyInstance } from 'fastify';
import type { TConsoleDeps } from './deps.js';
import { answerChecksRoutes } from './routes/answer-checks.js';
import { assistantsRoutes } from './routes/assistants.js';
import { contentRoutes } from './routes/content.js';
import { conversationsRoutes } from './routes/conversations.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { handoffsRoutes } from './routes/handoffs.js';
import { knowledgeRoutes } from './routes/knowledge.js';
import { logRoutes } from './routes/log.js';
import { membersRoutes } from './routes/members.js';
import { rulesRoutes } from './routes/rules.js';
import { settingsRoutes } from './routes/settings.js';
import { storesRoutes } from './routes/stores.js';

export type { TConsoleDeps } from './deps.js';

/** The console's areas, each declaring its `CONSOLE_API.<area>` endpoints in `routes/<area>.ts`. */
const AREAS: Array<(app: FastifyInstance, deps: TConsoleDeps) => Promise<void>> = [
  settingsRoutes,
  rulesRoutes,
  membersRoutes,
  contentRoutes,
  dashboardRoutes,
  storesRoutes,
  assistantsRoutes,
  answerChecksRoutes,
  knowledgeRoutes,
  conversationsRoutes,
  handoffsRoutes,
  logRoutes,
];

/** The operator console's endpoints (sign-in and operators are the operators feature's own). */
export async function register(app: FastifyInstance, deps: TConsoleDeps) {
  for (const area of AREAS) await app.register(area, deps);
}
