import { z } from 'zod';
import {
  ZChatBranchBody,
  ZChatEvent,
  ZChatHeaders,
  ZChatHistory,
  ZChatHistoryQuery,
  ZChatInit,
  ZChatMessage,
  ZChatSendBody,
  ZConversation,
  ZConversationAction,
  ZConversationsQuery,
  ZFeedbackBody,
} from '../schemas/chat.js';
import { zPage } from '../schemas/fields.js';
import {
  ZChatLiveEvent,
  ZChatLiveQuery,
  ZHandoffOpenBody,
  ZHandoffReturnBody,
  ZHandoffSayBody,
} from '../schemas/handoff.js';
import { ZHandoffView } from '../schemas/handoff-view.js';
import { endpoint } from './endpoint.js';

/** The chat. Visitors are known by the signed `visitor` header and reach only their own conversations. */
export const chatApi = {
  /** The chat info for the store and agent type in the headers; a new visitor id when the browser has none. */
  init: endpoint({
    method: 'GET',
    path: '/api/chat/init',
    access: 'public',
    headers: ZChatHeaders,
    response: ZChatInit,
  }),
  /** Asks a question and streams the answer; refusals before the stream (quota, login, points) are envelopes. */
  send: endpoint({
    method: 'POST',
    path: '/api/chat/send',
    access: 'visitor',
    body: ZChatSendBody,
    events: ZChatEvent,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/chat/history',
    access: 'visitor',
    query: ZChatHistoryQuery,
    response: ZChatHistory,
  }),
  conversations: endpoint({
    method: 'GET',
    path: '/api/chat/conversations',
    access: 'member',
    query: ZConversationsQuery,
    response: zPage(ZConversation),
  }),
  /** Renames or deletes one of the member's conversations. */
  conversation: endpoint({
    method: 'POST',
    path: '/api/chat/conversation',
    access: 'member',
    body: ZConversationAction,
    response: z.null(),
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/api/chat/feedback',
    access: 'visitor',
    body: ZFeedbackBody,
    response: z.null(),
  }),
  /** Shows the turns that follow another version of an edited question. */
  branch: endpoint({
    method: 'POST',
    path: '/api/chat/branch',
    access: 'visitor',
    body: ZChatBranchBody,
    response: z.null(),
  }),
  /**
   * Hands the conversation (a new one when none is given) over to the store's people: the assistant stops
   * answering in it until the store hands it back or the visitor returns (`handoffReturn`). Rate limited.
   */
  handoffOpen: endpoint({
    method: 'POST',
    path: '/api/chat/handoff/open',
    access: 'visitor',
    body: ZHandoffOpenBody,
    response: ZHandoffView,
  }),
  /** A message to the store in a handed-over conversation: free (no free message, no points), rate limited. */
  handoffSay: endpoint({
    method: 'POST',
    path: '/api/chat/handoff/message',
    access: 'visitor',
    body: ZHandoffSayBody,
    response: ZChatMessage,
  }),
  /** Back to the assistant: the handoff closes. */
  handoffReturn: endpoint({
    method: 'POST',
    path: '/api/chat/handoff/return',
    access: 'visitor',
    body: ZHandoffReturnBody,
    response: ZHandoffView,
  }),
  /** The store's replies and the handoff's state, live (server-sent events; a fetch, for its headers). */
  live: endpoint({
    method: 'GET',
    path: '/api/chat/live',
    access: 'visitor',
    query: ZChatLiveQuery,
    events: ZChatLiveEvent,
  }),
};
