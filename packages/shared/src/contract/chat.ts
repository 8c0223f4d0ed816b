import { z } from 'zod';
import {
  ZChatBranchBody,
  ZChatEvent,
  ZChatHeaders,
  ZChatHistory,
  ZChatHistoryQuery,
  ZChatInit,
  ZChatSendBody,
  ZConversation,
  ZConversationAction,
  ZConversationsQuery,
  ZFeedbackBody,
} from '../schemas/chat.js';
import { zPage } from '../schemas/fields.js';
import { endpoint } from './endpoint.js';

/**
 * The chat. Visitors are known by the signed `visitor` header and reach only their own conversations;
 * `conversations` and `conversation` are for members.
 */
export const chatApi = {
  /** The chat info for the store and agent type in the headers; a new visitor id when the browser has none. */
  init: endpoint({ method: 'GET', path: '/api/chat/init', headers: ZChatHeaders, response: ZChatInit }),
  /** Asks a question and streams the answer; refusals before the stream (quota, login, points) are envelopes. */
  send: endpoint({ method: 'POST', path: '/api/chat/send', body: ZChatSendBody, events: ZChatEvent }),
  history: endpoint({
    method: 'GET',
    path: '/api/chat/history',
    query: ZChatHistoryQuery,
    response: ZChatHistory,
  }),
  conversations: endpoint({
    method: 'GET',
    path: '/api/chat/conversations',
    query: ZConversationsQuery,
    response: zPage(ZConversation),
  }),
  /** Renames or deletes one of the member's conversations. */
  conversation: endpoint({
    method: 'POST',
    path: '/api/chat/conversation',
    body: ZConversationAction,
    response: z.null(),
  }),
  feedback: endpoint({ method: 'POST', path: '/api/chat/feedback', body: ZFeedbackBody, response: z.null() }),
  /** Shows the turns that follow another version of an edited question. */
  branch: endpoint({ method: 'POST', path: '/api/chat/branch', body: ZChatBranchBody, response: z.null() }),
};
