import { SHOP_API, type TInboxEvent } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLiveStreams } from '../../lib/live-stream.js';
import { withMessage } from '../../plugins/contract.js';
import type { TShopDeps } from './deps.js';
import { ownStoreId, type TStoreOwner } from './own-store.js';

/**
 * The owner's inbox of handoffs: their store's only (another store's id is 'not found'), live as visitors hand
 * conversations over and write; replies are written by `member:<id>`.
 */
export async function handoffRoutes(app: FastifyInstance, deps: TShopDeps) {
  const { stores, chat } = deps;
  const { inbox } = chat;
  const api = SHOP_API.handoffs;
  const streams = createLiveStreams(app, chat.live);
  const scopeOf = async (caller: TStoreOwner, request: FastifyRequest) => ({
    storeId: await ownStoreId(stores, caller),
    lang: request.lang,
  });

  app.endpoint(api.list, async ({ query, caller, request }) =>
    inbox.list(query, await scopeOf(caller, request)),
  );
  app.endpoint(api.detail, async ({ query, caller, request }) =>
    inbox.detail(query.id, await scopeOf(caller, request)),
  );
  app.endpoint(api.reply, async ({ body, caller, request }) => {
    const scope = await scopeOf(caller, request);
    const author = `member:${caller.member.id}`;
    return withMessage(await inbox.reply({ ...body, author }, scope), 'handoff.replied');
  });
  app.endpoint(api.close, async ({ body, caller, request }) =>
    withMessage(await inbox.close(body.id, await scopeOf(caller, request)), 'handoff.closedByStore'),
  );
  app.endpoint(
    api.live,
    async ({ caller, request, reply }) => {
      const scope = await scopeOf(caller, request);
      return streams<TInboxEvent>(request, reply, {
        channel: `store:${scope.storeId}`,
        ready: { type: 'ready' },
        onChange: (detail) => inbox.liveEvents(detail, scope),
      });
    },
    { compress: false },
  );
}
