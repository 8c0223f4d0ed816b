import { z } from 'zod';
import { isEmail, isPhone } from '../validation/rules.js';
import { CHAT_LIMITS, ZChatMessage, zChatId, zChatkey } from './chat.js';
import { ZHandoffView } from './handoff-view.js';

/** Limits of talking to the store: the contact a visitor leaves and a message's length. */
export const HANDOFF_LIMITS = {
  nameMax: 40,
  contactMax: 100,
  contentMax: CHAT_LIMITS.contentMax,
} as const;

/** A phone number or an e-mail address, or '' for none: how the store can reach a visitor who left. */
export const zHandoffContact = z
  .string()
  .trim()
  .max(HANDOFF_LIMITS.contactMax, 'validation.tooLong')
  .refine(
    (value) => value === '' || (value.includes('@') ? isEmail(value) : isPhone(value) && value.length <= 30),
    'validation.contact',
  )
  .default('');

/**
 * `POST /api/chat/handoff/open`: hand the conversation (a new one when none is given) over to the store's
 * people, optionally with a name and a phone or e-mail. An open handoff of the conversation is answered as it is.
 */
export const ZHandoffOpenBody = z.object({
  chatkey: zChatkey,
  conversation_id: zChatId.optional(),
  name: z.string().trim().max(HANDOFF_LIMITS.nameMax, 'validation.tooLong').default(''),
  contact: zHandoffContact,
});
export type THandoffOpenBody = z.infer<typeof ZHandoffOpenBody>;

/** `POST /api/chat/handoff/message`: the visitor writes to the store in a handed-over conversation (free). */
export const ZHandoffSayBody = z.object({
  chatkey: zChatkey,
  conversation_id: zChatId,
  content: z.string().trim().min(1, 'validation.contentEmpty').max(HANDOFF_LIMITS.contentMax, 'chat.tooLong'),
});

/** `POST /api/chat/handoff/return`: back to the assistant. */
export const ZHandoffReturnBody = z.object({ chatkey: zChatkey, conversation_id: zChatId });

/**
 * `GET /api/chat/live`: the store's replies to a conversation as they come. `after`: the newest message id the
 * chat already shows; replies after it come first.
 */
export const ZChatLiveQuery = z.object({
  chatkey: zChatkey,
  conversation_id: zChatId,
  after: z.coerce
    .number<number | string>()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
});

/**
 * One event of `GET /api/chat/live` (`data:` lines): `ready` once listening, each store reply as a `message`,
 * and the handoff whenever its state changes (null: the conversation is back with the assistant).
 */
export const ZChatLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  z.object({ type: z.literal('handoff'), handoff: ZHandoffView.nullable() }),
]);
export type TChatLiveEvent = z.infer<typeof ZChatLiveEvent>;
