import { CONSOLE_API, type TAuditAction } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TOperatorCaller } from '../../../plugins/auth.js';
import { withMessage } from '../../../plugins/contract.js';
import { actorOf } from '../../operators/index.js';
import { auditChange } from '../audit-hook.js';
import type { TConsoleDeps } from '../deps.js';

/** Articles in both languages; each change and its operator-log row saved together. */
export async function contentRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { content, operators } = deps;
  const api = CONSOLE_API.content;
  const audit = (caller: TOperatorCaller, request: FastifyRequest, action: TAuditAction) =>
    auditChange(operators, actorOf(caller, request), action, 'content');

  app.endpoint(api.list, async ({ query }) => content.listVersions(query));

  app.endpoint(api.detail, async ({ query }) => content.version(query.id));

  app.endpoint(api.add, async ({ body, caller, request }) =>
    withMessage(await content.addVersion(body, audit(caller, request, 'content.add')), 'console.saved'),
  );

  app.endpoint(api.edit, async ({ body, caller, request }) =>
    withMessage(await content.editVersion(body, audit(caller, request, 'content.edit')), 'console.saved'),
  );

  app.endpoint(api.status, async ({ body, caller, request }) => {
    const audited = audit(caller, request, 'content.status');
    return withMessage(await content.setVersionStatus(body.id, body.status, audited), 'console.saved');
  });

  app.endpoint(api.del, async ({ body, caller, request }) => {
    await content.removeVersions(body.ids, audit(caller, request, 'content.del'));
    return withMessage(null, 'console.deleted');
  });
}
