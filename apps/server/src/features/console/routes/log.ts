import { CONSOLE_API } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { TConsoleDeps } from '../deps.js';
import { createLogViews } from '../log/view.js';

/** The operator log: its pages, the choices of its filters, and its CSV export. */
export async function logRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const views = createLogViews(deps);
  const api = CONSOLE_API.log;

  app.endpoint(api.list, async ({ query, caller, request }) => views.page(query, caller, request.lang));

  app.endpoint(api.filters, async ({ request }) => views.filters(request.lang));

  app.endpoint(api.export, async ({ query, caller, request }) => views.export(query, caller, request.lang));
}
