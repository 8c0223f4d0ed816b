import { z } from 'zod';

/**
 * Talking to the store (issue 31): a visitor hands a conversation over to the store's people. `waiting` the
 * visitor spoke last and waits for the store, `replied` the store answered last, `closed` the conversation is
 * back with the assistant (the visitor returned to it, or the store handed it back).
 */
export const HANDOFF_STATES = ['waiting', 'replied', 'closed'] as const;
export type THandoffState = (typeof HANDOFF_STATES)[number];

/** Who ended a handoff: nobody yet (''), the visitor, or the store's people (an owner or an operator). */
export const HANDOFF_CLOSERS = ['', 'visitor', 'store'] as const;

/** A handoff as the visitor's chat shows it. */
export const ZHandoffView = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  state: z.enum(HANDOFF_STATES),
  closed_by: z.enum(HANDOFF_CLOSERS),
  /** The name and the phone or e-mail the visitor left ('' for none). */
  name: z.string(),
  contact: z.string(),
  create_time: z.number().int(),
  /**
   * How many minutes the store usually takes to reply (the median of its recent first replies); null while it
   * has too few to say.
   */
  reply_minutes: z.number().int().nullable(),
});
export type THandoffView = z.infer<typeof ZHandoffView>;
