import { CONSOLE_API, type TAuditAction } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TOperatorCaller } from '../../../plugins/auth.js';
import { withMessage } from '../../../plugins/contract.js';
import { actorOf } from '../../operators/index.js';
import { auditChange } from '../audit-hook.js';
import type { TConsoleDeps } from '../deps.js';

/** The member menus, routes and head nav (`user_rule`), written by the site feature; each change logged. */
export async function rulesRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { site, operators } = deps;
  const rules = CONSOLE_API.rules;
  const audit = (caller: TOperatorCaller, request: FastifyRequest, action: TAuditAction) =>
    auditChange(operators, actorOf(caller, request), action, 'rule');

  app.endpoint(rules.list, async () => site.rules.list());

  app.endpoint(rules.detail, async ({ query }) => site.rules.detail(query.id));

  app.endpoint(rules.add, async ({ body, caller, request }) =>
    withMessage(await site.rules.add(body, audit(caller, request, 'rules.add')), 'console.saved'),
  );

  app.endpoint(rules.edit, async ({ body, caller, request }) =>
    withMessage(await site.rules.edit(body, audit(caller, request, 'rules.edit')), 'console.saved'),
  );

  app.endpoint(rules.del, async ({ body, caller, request }) => {
    await site.rules.remove(body.ids, audit(caller, request, 'rules.del'));
    return withMessage(null, 'console.deleted');
  });

  app.endpoint(rules.move, async ({ body, caller, request }) => {
    await site.rules.move(body, audit(caller, request, 'rules.move'));
    return withMessage(null, 'console.saved');
  });

  app.endpoint(rules.status, async ({ body, caller, request }) => {
    await site.rules.setStatus(body.ids, body.status, audit(caller, request, 'rules.status'));
    return withMessage(null, 'console.saved');
  });

  app.endpoint(rules.preview, async ({ request }) => site.preview(request.lang));
}
