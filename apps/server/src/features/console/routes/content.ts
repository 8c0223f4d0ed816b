import { API } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../../plugins/contract.js';
import { actorOf } from '../../operators/index.js';
import type { TConsoleDeps } from '../deps.js';

const TARGET = 'content';

/** Articles in both languages; each change and its operator-log row saved together. */
export async function contentRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { content, operators } = deps;
  const api = API.console.content;

  app.endpoint(api.list, async ({ query }) => content.listVersions(query));

  app.endpoint(api.detail, async ({ query }) => content.version(query.id));

  app.endpoint(api.add, async ({ body, caller, request }) => {
    const added = await operators.recorded(actorOf(caller, request), async (trx) => {
      const after = await content.addVersion(body, trx);
      return { entry: { action: 'content.add', target: TARGET, targetId: after.id, after }, result: after };
    });
    return withMessage(added, 'console.saved');
  });

  app.endpoint(api.edit, async ({ body, caller, request }) => {
    const edited = await operators.recorded(actorOf(caller, request), async (trx) => {
      const change = await content.editVersion(body, trx);
      return {
        entry: { action: 'content.edit', target: TARGET, targetId: body.id, ...change },
        result: change.after,
      };
    });
    return withMessage(edited, 'console.saved');
  });

  app.endpoint(api.status, async ({ body, caller, request }) => {
    const changed = await operators.recorded(actorOf(caller, request), async (trx) => {
      const change = await content.setVersionStatus(body.id, body.status, trx);
      return {
        entry: { action: 'content.status', target: TARGET, targetId: body.id, ...change },
        result: change.after,
      };
    });
    return withMessage(changed, 'console.saved');
  });

  app.endpoint(api.del, async ({ body, caller, request }) => {
    await operators.recorded(actorOf(caller, request), async (trx) => {
      const deleted = await content.removeVersions(body.ids, trx);
      const entry = deleted.map((before) => ({
        action: 'content.del',
        target: TARGET,
        targetId: before.id,
        before,
      }));
      return { entry, result: null };
    });
    return withMessage(null, 'console.deleted');
  });
}
