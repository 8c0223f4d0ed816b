import type { TLanguage } from '@storefront/shared';

/** One question/answer entry of a store's knowledge base. */
export interface TKnowledgeEntry {
  id: number;
  lang: string;
  question: string;
  answer: string;
  tags: string;
}

export interface TChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Everything a provider needs to answer one question. */
export interface TProviderRequest {
  /** The store's instructions for the assistant (may be empty). */
  systemPrompt: string;
  storeName: string;
  /** The member's or visitor's page language: answers and "no answer" texts follow it. */
  lang: TLanguage;
  /** The assistant's whole knowledge base; providers rank it themselves. */
  knowledge: TKnowledgeEntry[];
  /** Earlier turns of this conversation, oldest first, already cut to the assistant's context size. */
  history: TChatTurn[];
  question: string;
  /** The store's own record (hours, address, phone): answered from it, so the chat never disagrees with its card. */
  store?: TStoreFacts;
  /** Aborted when the client goes away or the server shuts down: stop work and the upstream request. */
  signal: AbortSignal;
}

/** What a store's record says that customers ask the assistant about; '' or null when not given. */
export interface TStoreFacts {
  name: string;
  address: string;
  phone: string;
  /** Opening ranges as the store card shows them (`08:00-22:00, 17:00-02:00`), read in the store's time zone. */
  hours: string;
  status: 'open' | 'closed';
  lat: number | null;
  lng: number | null;
}

/** A knowledge entry an answer used, as the answer records it. */
export interface TSourceEntry {
  id: number;
  lang: string;
  question: string;
}

export type TProviderEvent =
  | { type: 'delta'; text: string }
  /** Follow-up questions to offer (the builtin provider's next-best matches). */
  | { type: 'suggestions'; questions: string[] }
  /**
   * Nothing in the knowledge answers the question: the builtin engine's "no answer" reply, or a model's answer
   * to a question no entry covers.
   */
  | { type: 'noAnswer' }
  /** The knowledge entries the answer used, once, before `usage`. */
  | { type: 'sources'; entries: TSourceEntry[] }
  | { type: 'usage'; promptTokens: number; completionTokens: number };

/**
 * One way of answering: `builtin` (the knowledge base, offline) or `openai-compatible` (a model). A provider
 * yields text as it comes and throws on failure; the chat service turns that into the stream's events.
 */
export interface ChatProvider {
  readonly name: string;
  stream(request: TProviderRequest): AsyncIterable<TProviderEvent>;
}
