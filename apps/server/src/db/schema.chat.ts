import type { Generated } from 'kysely';

/** The chat's tables (the chat feature owns them all). */

export interface VisitorTable {
  /** Random id; clients hold it signed (`id.signature`). */
  id: string;
  ip: Generated<string>;
  create_time: number;
}

export interface ConversationTable {
  id: Generated<number>;
  store_id: number;
  assistant_id: number;
  agent_type: string;
  /** Exactly one of user_id and visitor_id is set: the owner. */
  user_id: number | null;
  visitor_id: string | null;
  title: Generated<string>;
  update_time: number;
  create_time: number;
}

export interface MessageTable {
  id: Generated<number>;
  conversation_id: number;
  role: 'user' | 'assistant' | 'store';
  content: string;
  status: Generated<'done' | 'streaming' | 'stopped' | 'error'>;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  /** Points charged for this answer (0 unless it finished). */
  cost: Generated<number>;
  /** 1 thumbs up, -1 thumbs down, 0 none. */
  rating: Generated<number>;
  /** The message this one follows: a question the answer before it, an answer its question; null first. */
  parent_id: number | null;
  /** 1 on the path the conversation shows; 0 on a branch an edited question left behind. */
  active: Generated<number>;
  /**
   * 0 on questions and answered answers; 1 on an answer that found nothing in the knowledge (the builtin "no
   * answer", or a model's answer no entry covers); 2 once such a question was turned into a knowledge entry.
   */
  unanswered: Generated<number>;
  /** JSON list of the knowledge entries an answer used, `{ id, lang, question }` each; '[]' for none. */
  sources: Generated<string>;
  /** The handoff a visitor's message to the store or a store's reply belongs to; null for the assistant's turns. */
  handoff_id: number | null;
  /** Who wrote a store's reply: `member:<id>` (the owner) or `operator:<id>`; '' otherwise. */
  author: Generated<string>;
  update_time: number;
  create_time: number;
}

/** Messages sent per subject (`v:<visitor>`, `u:<member>`, `ip:<address>`) per store per day (yyyymmdd). */
export interface ChatUsageTable {
  id: Generated<number>;
  subject: string;
  store_id: number;
  day: number;
  count: Generated<number>;
}

/** A conversation handed over to the store's people (issue 31); at most one open (waiting, replied) at a time. */
export interface HandoffTable {
  id: Generated<number>;
  conversation_id: number;
  store_id: number;
  state: 'waiting' | 'replied' | 'closed';
  /** '' while open; who closed it: the visitor (back to the assistant) or the store (handed back). */
  closed_by: Generated<'' | 'visitor' | 'store'>;
  /** What the visitor left so the store can reach them: a name, a phone or e-mail ('' for none). */
  name: Generated<string>;
  contact: Generated<string>;
  /** The visitor's language at handover. */
  lang: string;
  /** The last question the visitor asked before handing over ('' for none). */
  question: Generated<string>;
  first_reply_time: number | null;
  close_time: number | null;
  update_time: number;
  create_time: number;
}
