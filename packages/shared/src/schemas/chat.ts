import { z } from 'zod';
import { PAGE_SIZES } from '../protocol.js';
import { zFlag, zNumeric, zPage, zPageNumber, zPageSize } from './fields.js';
import { ZHandoffView } from './handoff-view.js';
import { AGENT_TYPES } from './site.js';

/** Limits of the chat: a question's length and a conversation title's. */
export const CHAT_LIMITS = {
  contentMax: 4000,
  titleMax: 60,
  historyPageSize: 20,
  /** Conversations per page of the chat's side list. */
  conversationsPageSize: 30,
} as const;

export const MESSAGE_STATUSES = ['done', 'streaming', 'stopped', 'error'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Who wrote a message: the visitor or member (`user`), the assistant, or the store's people (`store`: a reply in
 * a conversation handed over to the store, issue 31).
 */
export const MESSAGE_ROLES = ['user', 'assistant', 'store'] as const;
export type TMessageRole = (typeof MESSAGE_ROLES)[number];

export const zChatId = zNumeric()
  .int()
  .positive('validation.invalid')
  .max(2 ** 31 - 1, 'validation.invalid');
export const zChatkey = z
  .string()
  .trim()
  .regex(/^[\w-]{8,40}$/, 'validation.invalid');

/** Request headers of the chat pages; an unknown agent type is read as `agent`. */
export const ZChatHeaders = z.object({
  storeuuid: z.string().trim().max(36).optional(),
  visitor: z.string().trim().max(128).optional(),
  'agent-type': z.enum(AGENT_TYPES).catch('agent'),
});

/** `data` of GET /api/chat/init: the chat info the client keeps, plus what the page shows. */
export const ZChatInit = z.object({
  chatkey: z.string(),
  storeuuid: z.string(),
  /** `status` is the site's switch ('closed': the store takes no questions); `hours` its opening hours text. */
  store: z.object({
    name: z.string(),
    logo: z.string(),
    description: z.string(),
    status: z.string(),
    hours: z.string(),
  }),
  assistant: z.object({ name: z.string(), welcome: z.string(), suggestions: z.array(z.string()) }),
  free_count: z.number().int(),
  /** How many free messages the visitor has left today; null for members (no visitor limit). */
  free_count_left: z.number().int().nullable(),
  loginset: z.union([z.literal(0), z.literal(1)]),
  /** Messages sent to this store today. */
  usecount: z.number().int(),
  visitor: z.string(),
  quePage: z.number().int(),
  /** Points one answer costs a member (0 = free). */
  score_per_message: z.number().int(),
  agentType: z.enum(AGENT_TYPES),
});
export type TChatInit = z.infer<typeof ZChatInit>;

export const ZChatSendBody = z.object({
  chatkey: zChatkey,
  conversation_id: zChatId.optional(),
  content: z.string().trim().min(1, 'validation.contentEmpty').max(CHAT_LIMITS.contentMax, 'chat.tooLong'),
  /** Answer the last question again instead of asking a new one (`content` repeats it). */
  regenerate: zFlag.default(false),
  /**
   * Ask `content` in place of this earlier question of the conversation: the answers after it move to a
   * branch of their own, still reachable with POST /api/chat/branch.
   */
  edit_id: zChatId.optional(),
});
export type TChatSendBody = z.infer<typeof ZChatSendBody>;

/**
 * One event of the answer stream (`data:` lines of POST /api/chat/send): `meta` first (the saved question's
 * and answer's ids), `delta` text as it comes, then exactly one of `done` or `error`.
 */
export const ZChatEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('meta'),
    conversation_id: z.number().int(),
    message_id: z.number().int(),
    question_id: z.number().int(),
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }),
    /** Messages sent to this store today. */
    usecount: z.number().int(),
    /** Free messages the visitor has left today; null for members. */
    free_count_left: z.number().int().nullable(),
    /** Follow-up questions to offer under the answer. */
    suggestions: z.array(z.string()),
    /** Ids of the store's knowledge entries the answer used (absent from older servers: none). */
    sources: z.array(z.number().int()).optional(),
    /** The assistant found nothing to answer with: twice in a row, the chat offers the store's people. */
    unanswered: z.boolean().optional(),
  }),
  z.object({ type: z.literal('error'), code: z.number().int(), msg: z.string() }),
]);
export type TChatEvent = z.infer<typeof ZChatEvent>;

export const ZChatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  rating: z.number().int(),
  create_time: z.number().int(),
  /** An answer that found nothing in the store's knowledge (absent from older servers: false). */
  unanswered: z.boolean().default(false),
  /** The message this one follows (a question the answer before it, an answer its question); null first. */
  parent_id: z.number().int().nullable(),
  /** A question's versions (itself and its edits), oldest first; empty for answers. */
  siblings: z.array(z.number().int()),
  /** Ids of the store's knowledge entries an answer used; empty for questions and answers from none. */
  sources: z.array(z.number().int()).default([]),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/**
 * `data` of GET /api/chat/history: a page of messages and the conversation they belong to (null: none yet).
 */
export const ZChatHistory = zPage(ZChatMessage).extend({
  conversation_id: z.number().int().nullable(),
  /** The conversation's handoff to the store while it is open (waiting or replied); null otherwise. */
  handoff: ZHandoffView.nullable().default(null),
});
export type TChatHistory = z.infer<typeof ZChatHistory>;

/** POST /api/chat/branch: show the branch that starts at this version of a question. */
export const ZChatBranchBody = z.object({ chatkey: zChatkey, conversation_id: zChatId, message_id: zChatId });
export type TChatBranchBody = z.infer<typeof ZChatBranchBody>;

/** GET /api/chat/history: oldest first within a page; page 1 is the newest page (`quePage`). */
export const ZChatHistoryQuery = z.object({
  chatkey: zChatkey,
  conversation_id: zChatId.optional(),
  page: zPageNumber(),
  limit: zPageSize(PAGE_SIZES, CHAT_LIMITS.historyPageSize),
});

export const ZConversationsQuery = z.object({
  storeuuid: z.string().trim().max(36).optional(),
  keyword: z.string().trim().max(50).optional(),
  page: zPageNumber(),
  limit: zPageSize([CHAT_LIMITS.conversationsPageSize, ...PAGE_SIZES], 20),
});

export const ZConversation = z.object({
  id: z.number().int(),
  storeuuid: z.string(),
  store_name: z.string(),
  title: z.string(),
  update_time: z.number().int(),
  create_time: z.number().int(),
  /** In a search, the words found in one of its messages with a little around them, when there are any. */
  match: z.string().optional(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationAction = z.discriminatedUnion(
  'action',
  [
    z.object({
      id: zChatId,
      action: z.literal('rename'),
      title: z.string().trim().min(1, 'validation.required').max(CHAT_LIMITS.titleMax, 'chat.titleTooLong'),
    }),
    z.object({ id: zChatId, action: z.literal('delete') }),
  ],
  'validation.invalid',
);
export type TConversationAction = z.infer<typeof ZConversationAction>;

export const ZFeedbackBody = z.object({
  message_id: zChatId,
  rating: zNumeric().pipe(z.union([z.literal(1), z.literal(-1), z.literal(0)], 'validation.invalid')),
});
