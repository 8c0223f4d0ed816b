import { API, type TChatEvent } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { openEventStream } from '../../lib/event-stream.js';
import { visitorOrMemberOf } from '../../plugins/auth.js';
import { withMessage } from '../../plugins/contract.js';
import { draftAccessOf, type THostAgentType } from './draft-access.js';
import { SHUTDOWN } from './run-answer.js';
import type { TChatService } from './service.js';
import { chatSubject } from './subject.js';

const HEARTBEAT_MS = 15_000;
/** Sends per IP per minute, before any quota: keeps floods from reaching the database at all. */
const SEND_IP_RULE = { name: 'chat-send', limit: 60, windowSeconds: 60 } as const;
/** Chat page openings per IP per minute: a browser opens a few; more is a script handing out visitor ids. */
const INIT_IP_RULE = { name: 'chat-init', limit: 60, windowSeconds: 60 } as const;

export async function chatRoutes(
  app: FastifyInstance,
  options: { chat: TChatService; hostAgentType: THostAgentType },
) {
  const { chat, hostAgentType } = options;
  /** Each open answer's controller and the promise that settles once its response has ended. */
  const streams = new Map<AbortController, Promise<void>>();
  // Graceful shutdown: open answers end with an error event instead of a cut connection, and charge nothing.
  // Waiting for them to end leaves their keep-alive connections idle before the server closes, which then ends
  // them at once; one that went idle later would hold the close for keepAliveTimeout.
  app.addHook('preClose', async () => {
    for (const controller of streams.keys()) controller.abort(SHUTDOWN);
    await Promise.all(streams.values());
  });
  app.addHook('onClose', () => chat.close());

  // Open to anyone: a browser without a visitor id gets its signed one here.
  app.endpoint(API.chat.init, async ({ headers, request }) => {
    await request.rateLimit(INIT_IP_RULE);
    const caller = await visitorOrMemberOf(request);
    return chat.init({
      storeuuid: headers.storeuuid || undefined,
      agentType: headers['agent-type'],
      mayTryDraft: draftAccessOf(request, caller, hostAgentType),
      subject: caller && chatSubject(caller),
      ip: request.ip,
      lang: request.lang,
    });
  });

  app.endpoint(
    API.chat.send,
    async ({ body, caller, request, reply }) => {
      await request.rateLimit(SEND_IP_RULE);
      const subject = chatSubject(caller);
      const plan = await chat.prepareSend({
        body,
        subject,
        ip: request.ip,
        lang: request.lang,
        mayTryDraft: draftAccessOf(request, caller, hostAgentType),
      });

      const controller = new AbortController();
      let finished = false;
      reply.raw.on('close', () => {
        if (!finished) controller.abort('client');
      });
      const { emit, ping, end } = openEventStream<TChatEvent>(reply);
      const heartbeat = setInterval(ping, HEARTBEAT_MS);
      const running = chat
        .runAnswer(plan, { emit, signal: controller.signal, log: request.log, ip: request.ip })
        .catch((error: unknown) => request.log.error({ err: error }, 'chat stream crashed'))
        .finally(() => {
          finished = true;
          clearInterval(heartbeat);
          streams.delete(controller);
          end();
        });
      streams.set(controller, running);
      return reply;
    },
    // Never compressed: a compressor holds tokens back until it has enough bytes, and answers must stream.
    { compress: false },
  );

  app.endpoint(API.chat.history, async ({ query, caller }) =>
    chat.history({
      chatkey: query.chatkey,
      conversationId: query.conversation_id,
      page: query.page,
      limit: query.limit,
      owner: chatSubject(caller).owner,
    }),
  );

  app.endpoint(API.chat.conversations, async ({ query, caller: member, request }) =>
    chat.conversations({ userId: member.id, ...query, lang: request.lang }),
  );

  app.endpoint(API.chat.conversation, async ({ body, caller: member }) =>
    withMessage(null, await chat.actOnConversation(member.id, body)),
  );

  app.endpoint(API.chat.feedback, async ({ body, caller }) => {
    await chat.rateMessage(chatSubject(caller).owner, body.message_id, body.rating);
    return withMessage(null, 'chat.feedbackThanks');
  });

  app.endpoint(API.chat.branch, async ({ body, caller }) => {
    await chat.switchBranch({
      chatkey: body.chatkey,
      conversationId: body.conversation_id,
      messageId: body.message_id,
      owner: chatSubject(caller).owner,
    });
    return withMessage(null, 'chat.branchShown');
  });
}
