import { CONSOLE_API, type TInboxEvent } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLiveStreams } from '../../../lib/live-stream.js';
import { withMessage } from '../../../plugins/contract.js';
import type { TConsoleDeps } from '../deps.js';

/** Operators see every store's handoffs (a store's stores named in their language). */
const scopeOf = (request: FastifyRequest) => ({ lang: request.lang });

/** Every store's handoffs, live; an operator can answer for any store (replies written by `operator:<id>`). */
export async function handoffsRoutes(app: FastifyInstance, deps: TConsoleDeps) {
  const { chat } = deps;
  const { inbox } = chat;
  const api = CONSOLE_API.handoffs;
  const streams = createLiveStreams(app, chat.live);

  app.endpoint(api.list, async ({ query, request }) => inbox.list(query, scopeOf(request)));
  app.endpoint(api.detail, async ({ query, request }) => inbox.detail(query.id, scopeOf(request)));
  app.endpoint(api.reply, async ({ body, caller, request }) =>
    withMessage(
      await inbox.reply({ ...body, author: `operator:${caller.id}` }, scopeOf(request)),
      'handoff.replied',
    ),
  );
  app.endpoint(api.close, async ({ body, request }) =>
    withMessage(await inbox.close(body.id, scopeOf(request)), 'handoff.closedByStore'),
  );
  app.endpoint(
    api.live,
    async ({ request, reply }) =>
      streams<TInboxEvent>(request, reply, {
        channel: 'stores',
        ready: { type: 'ready' },
        onChange: (detail) => inbox.liveEvents(detail, scopeOf(request)),
      }),
    { compress: false },
  );
}
