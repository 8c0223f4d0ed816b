import { API, type TChatLiveEvent } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { createLiveStreams } from '../../lib/live-stream.js';
import { withMessage } from '../../plugins/contract.js';
import type { TChatService } from './service.js';
import { chatSubject } from './subject.js';

/**
 * Handing a conversation over to the store's people, per hour: three by one visitor or member (not one per
 * message) and ten from one address (not a flood of a store's inbox from one place).
 */
const OPEN_SUBJECT_RULE = { name: 'handoff-open', limit: 3, windowSeconds: 3600 } as const;
const OPEN_IP_RULE = { name: 'handoff-open-ip', limit: 10, windowSeconds: 3600 } as const;
/** Messages to the store per 10 minutes: a person types a few; more only floods the store's inbox. */
const SAY_SUBJECT_RULE = { name: 'handoff-say', limit: 20, windowSeconds: 600 } as const;
const SAY_IP_RULE = { name: 'handoff-say-ip', limit: 60, windowSeconds: 600 } as const;
/** Live streams opened per address per minute: a chat opens one and reconnects now and then. */
const LIVE_IP_RULE = { name: 'chat-live', limit: 30, windowSeconds: 60 } as const;

/** The visitor's side of talking to the store: hand over, write to the store, return, and the live replies. */
export async function handoffRoutes(app: FastifyInstance, options: { chat: TChatService }) {
  const { chat } = options;
  const streams = createLiveStreams(app, chat.live);

  app.endpoint(API.chat.handoffOpen, async ({ body, caller, request }) => {
    const subject = chatSubject(caller);
    const handoff = await chat.handoffs.open({
      body,
      subject,
      ip: request.ip,
      lang: request.lang,
      limit: async () => {
        await request.rateLimit(OPEN_SUBJECT_RULE, subject.usageKey);
        await request.rateLimit(OPEN_IP_RULE);
      },
    });
    return withMessage(handoff, 'handoff.opened');
  });

  app.endpoint(API.chat.handoffSay, async ({ body, caller, request }) => {
    const subject = chatSubject(caller);
    await request.rateLimit(SAY_SUBJECT_RULE, subject.usageKey);
    await request.rateLimit(SAY_IP_RULE);
    return chat.handoffs.say({
      chatkey: body.chatkey,
      conversationId: body.conversation_id,
      content: body.content,
      subject,
    });
  });

  app.endpoint(API.chat.handoffReturn, async ({ body, caller }) => {
    const handoff = await chat.handoffs.back({
      chatkey: body.chatkey,
      conversationId: body.conversation_id,
      subject: chatSubject(caller),
    });
    return withMessage(handoff, 'handoff.returned');
  });

  app.endpoint(
    API.chat.live,
    async ({ query, caller, request, reply }) => {
      await request.rateLimit(LIVE_IP_RULE);
      const { owner } = chatSubject(caller);
      const conversation = await chat.handoffs.ownConversation(query.chatkey, query.conversation_id, owner);
      let after = query.after;
      let shown: string | undefined;
      const read = async (): Promise<TChatLiveEvent[]> => {
        const state = await chat.handoffs.liveState(conversation.id, after);
        const events: TChatLiveEvent[] = state.replies.map((message) => ({ type: 'message', message }));
        after = Math.max(after, ...state.replies.map((message) => message.id));
        const key = state.handoff ? `${state.handoff.id}:${state.handoff.state}` : 'none';
        if (key !== shown) {
          shown = key;
          events.push({ type: 'handoff', handoff: state.handoff });
        }
        return events;
      };
      return streams<TChatLiveEvent>(request, reply, {
        channel: `conversation:${conversation.id}`,
        ready: { type: 'ready' },
        onChange: read,
        catchUp: read,
      });
    },
    // Never compressed: a compressor would hold the events back.
    { compress: false },
  );
}
