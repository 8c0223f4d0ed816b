import { PassThrough } from 'node:stream';
import {
  type TChatEvent,
  ZChatBranchBody,
  ZChatHeaders,
  ZChatHistoryQuery,
  ZChatSendBody,
  ZConversationAction,
  ZConversationsQuery,
  ZFeedbackBody,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { validate } from '../../lib/validate.js';
import { requireMember } from '../../plugins/auth.js';
import { SHUTDOWN } from './run-answer.js';
import type { TChatService } from './service.js';

const HEARTBEAT_MS = 15_000;
/** Sends per IP per minute, before any quota: keeps floods from reaching the database at all. */
const SEND_IP_RULE = { name: 'chat-send', limit: 60, windowSeconds: 60 } as const;

export async function chatRoutes(app: FastifyInstance, options: { chat: TChatService }) {
  const { chat } = options;
  const streams = new Set<AbortController>();
  // Graceful shutdown: open answers end with an error event instead of a cut connection, and charge nothing.
  app.addHook('preClose', async () => {
    for (const controller of streams) controller.abort(SHUTDOWN);
  });

  app.get('/api/chat/init', async (request, reply) => {
    const headers = validate(ZChatHeaders, request.headers);
    const subject = await chat.subjectOf(request);
    const data = await chat.init({
      storeuuid: headers.storeuuid || undefined,
      agentType: headers['agent-type'],
      subject,
      ip: request.ip,
      lang: request.lang,
    });
    return reply.success(data);
  });

  // Never compressed: a compressor holds tokens back until it has enough bytes, and answers must stream.
  app.post('/api/chat/send', { compress: false }, async (request, reply) => {
    const body = validate(ZChatSendBody, request.body);
    await request.rateLimit(SEND_IP_RULE);
    const subject = await chat.subjectOf(request);
    const plan = await chat.prepareSend({ body, subject, ip: request.ip, lang: request.lang });

    const stream = new PassThrough();
    const controller = new AbortController();
    streams.add(controller);
    let finished = false;
    reply.raw.on('close', () => {
      if (!finished) controller.abort('client');
    });
    const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
    // JSON never holds a raw line break, so any text (newlines, CJK, emoji) frames safely: a model's answer
    // can never forge an event of its own.
    const emit = (event: TChatEvent) => stream.write(`data: ${JSON.stringify(event)}\n\n`);
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(stream);
    chat
      .runAnswer(plan, { emit, signal: controller.signal, log: request.log, ip: request.ip })
      .catch((error: unknown) => request.log.error({ err: error }, 'chat stream crashed'))
      .finally(() => {
        finished = true;
        clearInterval(heartbeat);
        streams.delete(controller);
        stream.end();
      });
    return reply;
  });

  app.get('/api/chat/history', async (request, reply) => {
    const query = validate(ZChatHistoryQuery, request.query);
    const subject = await chat.subjectOf(request);
    if (!subject) throw new AppError('chat.visitorInvalid');
    const data = await chat.history({
      chatkey: query.chatkey,
      conversationId: query.conversation_id,
      page: query.page,
      limit: query.limit,
      owner: subject.owner,
    });
    return reply.success(data);
  });

  app.get('/api/chat/conversations', async (request, reply) => {
    const user = await requireMember(request);
    const query = validate(ZConversationsQuery, request.query);
    return reply.success(await chat.conversations({ userId: user.id, ...query }));
  });

  app.post('/api/chat/conversation', async (request, reply) => {
    const user = await requireMember(request);
    const action = validate(ZConversationAction, request.body);
    return reply.success(null, await chat.actOnConversation(user.id, action));
  });

  app.post('/api/chat/feedback', async (request, reply) => {
    const body = validate(ZFeedbackBody, request.body);
    const subject = await chat.subjectOf(request);
    if (!subject) throw new AppError('chat.visitorInvalid');
    await chat.rateMessage(subject.owner, body.message_id, body.rating);
    return reply.success(null, 'chat.feedbackThanks');
  });

  app.post('/api/chat/branch', async (request, reply) => {
    const body = validate(ZChatBranchBody, request.body);
    const subject = await chat.subjectOf(request);
    if (!subject) throw new AppError('chat.visitorInvalid');
    await chat.switchBranch({
      chatkey: body.chatkey,
      conversationId: body.conversation_id,
      messageId: body.message_id,
      owner: subject.owner,
    });
    return reply.success(null, 'chat.branchShown');
  });
}
