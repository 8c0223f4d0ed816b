import type { TChatMessage, THandoffView, TMessageRole, TMessageStatus } from '@storefront/shared';

/** One message on screen: a saved one, or a question and answer of this session (ids come with `meta`). */
export type TThreadMessage = {
  /** Stable React/list key; a message keeps it when its server id arrives. */
  key: string;
  id: number | null;
  /** `store`: a reply of the store's people in a conversation handed over to them. */
  role: TMessageRole;
  content: string;
  status: TMessageStatus;
  rating: number;
  /** A question's versions (ids, oldest first) when it was edited; empty for answers and unsaved questions. */
  siblings: number[];
  /** Ids of the knowledge entries an answer used: a source line shows under it when there are any. */
  sources?: number[];
  /** An answer that found nothing in the store's knowledge (twice in a row, the chat offers the store). */
  unanswered?: boolean;
  /** Why an answer failed, shown under it. */
  error?: string;
  /** The visitor pressed Stop after the server had finished it: it is whole, and it was counted. */
  finishedBeforeStop?: boolean;
};

export type TThreadState = {
  messages: TThreadMessage[];
  conversationId: number | null;
  /** The oldest history page loaded (1 = newest). */
  page: number;
  hasOlder: boolean;
  /** Messages added at the top since the first page: the list shifts its first index by this much. */
  prepended: number;
  /** Follow-up questions of the last answer. */
  suggestions: string[];
  /** The answer a regeneration replaces, put back when the server refuses to regenerate. */
  replaced: TThreadMessage | null;
  /** The messages as they were before an edit, put back when the server refuses it. */
  beforeEdit: TThreadMessage[] | null;
  /** The conversation's open handoff to the store's people (null: the assistant has it). */
  handoff: THandoffView | null;
};

export type TThreadAction =
  | { type: 'reset'; conversationId: number | null }
  | {
      type: 'loaded';
      list: TChatMessage[];
      total: number;
      page: number;
      limit: number;
      conversationId: number | null;
      handoff?: THandoffView | null;
    }
  | { type: 'older'; list: TChatMessage[]; total: number; page: number; limit: number }
  | { type: 'ask'; question: string; keys: [string, string] }
  | { type: 'regenerate'; key: string }
  | { type: 'edit'; id: number; question: string; keys: [string, string] }
  | { type: 'meta'; conversationId: number; messageId: number; questionId: number }
  | { type: 'delta'; text: string }
  | { type: 'done'; suggestions: string[]; sources?: number[]; unanswered?: boolean }
  | { type: 'failed'; status: 'stopped' | 'error'; error?: string }
  /** A stopped answer as the server saved it: its partial text, or the whole answer if it had finished. */
  | { type: 'saved'; message: TChatMessage }
  | { type: 'refused' }
  | { type: 'rated'; id: number; rating: number }
  /** A message that came by itself: the store's reply (live), or the visitor's own message to the store. */
  | { type: 'appended'; message: TChatMessage }
  /** The handoff changed (opened, replied, closed: null); opening one may also start the conversation. */
  | { type: 'handoff'; handoff: THandoffView | null };
