import { z } from 'zod';
import { PAGE_SIZES } from '../../protocol.js';
import { MESSAGE_ROLES, MESSAGE_STATUSES } from '../chat.js';
import { zPage, zPageNumber, zPageSize } from '../fields.js';
import { AGENT_TYPES } from '../site.js';
import { LIST_PAGING, zTime, zTimeZone } from './export.js';
import { ZKnowledgeFields } from './knowledge.js';
import { ZIdsBody, zFilter, zListQuery, zRowId } from './list.js';
import { zYesNoFilter } from './stores.js';

/**
 * Whether an answer found nothing in the knowledge base: 0 it did (or it was small talk), 1 it did not and
 * nobody acted on it yet, 2 it did not and someone has since turned the question into a knowledge entry.
 * The builtin engine's answer then is its honest "no answer"; a model's answer is marked the same way when
 * the knowledge base had no entry covering the question (whatever the model said), since the fix is the same:
 * a knowledge entry.
 */
export const UNANSWERED = { no: 0, open: 1, resolved: 2 } as const;

/** Narrowing shared by the conversation list, its export and the unanswered questions. */
const ZConversationFilters = z.object({
  /** Conversations active within [from, to]: started at or before `to`, last active at or after `from`. */
  from: zFilter(zTime),
  to: zFilter(zTime),
  /**
   * `agent` and `client` are visitors' and members' chats; `testagent` the operators' and owners' tries of the
   * draft. Without it, all but `testagent`.
   */
  agent_type: zFilter(z.enum(AGENT_TYPES, 'validation.invalid')),
});

/**
 * `GET /api/admin/conversations/index` (and `/api/shop/conversations/index` without `store_id`):
 * `quickSearch` looks in titles; `feedback` keeps conversations with an answer rated up (or down);
 * `unanswered=1` those with an answer that found nothing (open or resolved).
 */
export const ZConversationListQuery = zListQuery(['id', 'update_time', 'create_time']).extend({
  ...ZConversationFilters.shape,
  store_id: zFilter(zRowId),
  feedback: zFilter(z.enum(['up', 'down'], 'validation.invalid')),
  unanswered: zYesNoFilter,
});
export type TConversationListQuery = z.infer<typeof ZConversationListQuery>;

/** `GET …/conversations/export`: the list's filters, without paging; every message of the matches, times in `tz`. */
export const ZConversationExportQuery = ZConversationListQuery.omit(LIST_PAGING).extend({ tz: zTimeZone });
export type TConversationExportQuery = z.infer<typeof ZConversationExportQuery>;

/**
 * `POST /api/admin/conversations/exportSelected`: the conversations ticked in the list (at most a page of
 * them), as the list's export writes them, times in `tz`.
 */
export const ZConversationSelectionExportBody = ZIdsBody.extend({ tz: zTimeZone });
export type TConversationSelectionExportBody = z.infer<typeof ZConversationSelectionExportBody>;

/** A conversation in the read-only lists, with its messages counted. */
export const ZConversationRow = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  storeuuid: z.string(),
  store_name: z.string(),
  title: z.string(),
  agent_type: z.string(),
  /** Whether a member or a visitor had it. */
  by: z.enum(['member', 'visitor']),
  /** The member's id; null for visitors, and in the store owner's lists. */
  user_id: z.number().int().nullable(),
  messages: z.number().int(),
  rated_up: z.number().int(),
  rated_down: z.number().int(),
  /** Answers that found nothing in the knowledge base (open or resolved). */
  unanswered: z.number().int(),
  update_time: z.number().int(),
  create_time: z.number().int(),
});
export type TConversationRow = z.infer<typeof ZConversationRow>;

/** `GET …/conversations/messages`: a page of one conversation's messages, oldest first, every branch included. */
export const ZConversationMessagesQuery = z.object({
  id: zRowId,
  page: zPageNumber(),
  limit: zPageSize(PAGE_SIZES, 50),
});

/**
 * A knowledge entry an answer used: its id when the answer was written, its question then, and the entry of the
 * store's draft (what the owner edits) with that id or, after a publish renumbered it, that question; null
 * when the draft no longer has it.
 */
export const ZMessageSource = z.object({
  id: z.number().int(),
  lang: z.string(),
  question: z.string(),
  draft_id: z.number().int().nullable(),
});
export type TMessageSource = z.infer<typeof ZMessageSource>;

/** A message as the read-only view shows it. */
export const ZConversationMessage = z.object({
  id: z.number().int(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** 1 rated up, -1 down, 0 not rated (answers only). */
  rating: z.number().int(),
  /** `UNANSWERED` of an answer; 0 for questions. */
  unanswered: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** False on a branch an edited question left behind. */
  active: z.boolean(),
  create_time: z.number().int(),
  /** The knowledge entries an answer used, in the order it used them. */
  sources: z.array(ZMessageSource).default([]),
});
export type TConversationMessage = z.infer<typeof ZConversationMessage>;

export const ZConversationMessagesPage = zPage(ZConversationMessage);

/**
 * `GET …/conversations/unanswered`: questions whose answer found nothing, newest first; `status` `open` (default)
 * those nobody turned into knowledge yet. `quickSearch` looks in the question.
 */
export const ZUnansweredQuery = zListQuery(['create_time']).extend({
  ...ZConversationFilters.shape,
  store_id: zFilter(zRowId),
  status: z.enum(['open', 'resolved', 'all'], 'validation.invalid').default('open'),
});
export type TUnansweredQuery = z.infer<typeof ZUnansweredQuery>;

/** A question the assistant could not answer, with the answer it gave. */
export const ZUnansweredQuestion = z.object({
  /** The answer's id: what `toKnowledge` takes. */
  message_id: z.number().int(),
  question_id: z.number().int().nullable(),
  conversation_id: z.number().int(),
  store_id: z.number().int(),
  storeuuid: z.string(),
  store_name: z.string(),
  question: z.string(),
  answer: z.string(),
  resolved: z.boolean(),
  create_time: z.number().int(),
});
export type TUnansweredQuestion = z.infer<typeof ZUnansweredQuestion>;

/**
 * `POST …/conversations/toKnowledge`: a new entry in the draft of the conversation's store from an unanswered
 * question (the form starts with the question's text; the answer is the owner's), and the question marked
 * resolved. The entry answers `agent` once the draft is published.
 */
export const ZToKnowledgeBody = ZKnowledgeFields.extend({ message_id: zRowId });
export type TToKnowledgeBody = z.infer<typeof ZToKnowledgeBody>;
