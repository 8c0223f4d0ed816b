import { CONSOLE_API } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../../plugins/contract.js';
import { actorOf } from '../../operators/index.js';
import type { TConsoleDeps } from '../deps.js';
import { createMemberActions } from '../members/actions.js';
import { createMembersExport } from '../members/export.js';
import { createMemberViews } from '../members/view.js';

/** The members: search and view them, enable or disable, new password, store ownership, balances. */
export async function membersRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const views = createMemberViews(deps);
  const actions = createMemberActions(deps);
  const exportCsv = createMembersExport({ members: deps.members, views });
  const api = CONSOLE_API.members;

  app.endpoint(api.list, async ({ query, request }) => {
    const page = await deps.members.list(query);
    return { list: await views.rows(page.rows, request.lang), total: page.total };
  });

  app.endpoint(api.export, async ({ query, request }) => exportCsv(query, request.lang));

  app.endpoint(api.detail, async ({ query, request }) => views.detail(query.id, request.lang));

  app.endpoint(api.groups, async ({ request }) => views.groups(request.lang));

  app.endpoint(api.status, async ({ body, caller, request }) => {
    await actions.setStatus(actorOf(caller, request), body);
    return withMessage(await views.row(body.id, request.lang), 'console.saved');
  });

  app.endpoint(api.bulkStatus, async ({ body, caller, request }) =>
    withMessage(await actions.setStatuses(actorOf(caller, request), body), 'console.saved'),
  );

  app.endpoint(api.password, async ({ body, caller, request }) => {
    await actions.setPassword(actorOf(caller, request), body);
    return withMessage(null, 'members.passwordReset');
  });

  app.endpoint(api.store, async ({ body, caller, request }) => {
    await actions.setStore(actorOf(caller, request), body);
    return withMessage(await views.row(body.id, request.lang), 'console.saved');
  });

  app.endpoint(api.balance, async ({ body, caller, request }) => {
    await actions.changeBalance(actorOf(caller, request), body);
    return withMessage(await views.row(body.id, request.lang), 'members.balanceChanged');
  });
}
