import { CONSOLE_API } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { buildDashboard } from '../dashboard.js';
import type { TConsoleDeps } from '../deps.js';

/** The console's home page figures. */
export async function dashboardRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  app.endpoint(CONSOLE_API.dashboard.overview, async ({ query, request }) =>
    buildDashboard(deps, query.days, request.lang),
  );
}
