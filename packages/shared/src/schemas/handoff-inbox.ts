import { z } from 'zod';
import { PAGE_SIZES } from '../protocol.js';
import { ZConversationMessage } from './console/conversations.js';
import { zFilter, zRowId } from './console/list.js';
import { zPageNumber, zPageSize } from './fields.js';
import { HANDOFF_LIMITS } from './handoff.js';
import { HANDOFF_CLOSERS, HANDOFF_STATES } from './handoff-view.js';

/**
 * The inbox of handoffs: a store owner's in My store (their store's only), an operator's in the console (every
 * store's, or one). `open` lists those waiting or replied, the default.
 */
export const HANDOFF_FILTERS = ['open', ...HANDOFF_STATES, 'all'] as const;

export const ZHandoffListQuery = z.object({
  state: z.enum(HANDOFF_FILTERS, 'validation.invalid').default('open'),
  page: zPageNumber(),
  limit: zPageSize(PAGE_SIZES, 20),
});
export type THandoffListQuery = z.infer<typeof ZHandoffListQuery>;

/** The console's inbox query: a store may be chosen. */
export const ZConsoleHandoffListQuery = ZHandoffListQuery.extend({ store_id: zFilter(zRowId) });
export type TConsoleHandoffListQuery = z.infer<typeof ZConsoleHandoffListQuery>;

/** One handoff of an inbox. */
export const ZHandoffRow = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  store_id: z.number().int(),
  storeuuid: z.string(),
  store_name: z.string(),
  state: z.enum(HANDOFF_STATES),
  closed_by: z.enum(HANDOFF_CLOSERS),
  /** Who is on the other side: a member or a visitor (never which member). */
  by: z.enum(['member', 'visitor']),
  name: z.string(),
  /** The phone or e-mail the visitor left, '' for none. */
  contact: z.string(),
  /** The visitor's language when they handed over: what a knowledge entry made from a reply is written in. */
  lang: z.string(),
  /** The last question the visitor asked before handing over ('' when they asked none). */
  question: z.string(),
  /** The newest message of the conversation, as the inbox previews it. */
  last_message: z.string(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  /** When the store first replied; null before. */
  first_reply_time: z.number().int().nullable(),
});
export type THandoffRow = z.infer<typeof ZHandoffRow>;

/** A handoff with its conversation so far (the shown path, oldest first) and the entries the answers used. */
export const ZHandoffDetail = z.object({
  handoff: ZHandoffRow,
  messages: z.array(ZConversationMessage),
});
export type THandoffDetail = z.infer<typeof ZHandoffDetail>;

/** A reply of the store's people to a handoff. */
export const ZHandoffReplyBody = z.object({
  id: zRowId,
  content: z.string().trim().min(1, 'validation.contentEmpty').max(HANDOFF_LIMITS.contentMax, 'chat.tooLong'),
});
export type THandoffReplyBody = z.infer<typeof ZHandoffReplyBody>;

/**
 * One event of an inbox's live stream (`GET …/handoffs/live`): `ready` once listening, then each handoff that
 * was opened or changed (a visitor's message, a reply, closed) as it now is.
 */
export const ZInboxEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('handoff'), handoff: ZHandoffRow }),
]);
export type TInboxEvent = z.infer<typeof ZInboxEvent>;
