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
  /** Aborted when the client goes away or the server shuts down: stop work and the upstream request. */
  signal: AbortSignal;
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
  | { type: 'usage'; promptTokens: number; completionTokens: number };

/**
 * One way of answering: `builtin` (the knowledge base, offline) or `openai-compatible` (a model). A provider
 * yields text as it comes and throws on failure; the chat service turns that into the stream's events.
 */
export interface ChatProvider {
  readonly name: string;
  stream(request: TProviderRequest): AsyncIterable<TProviderEvent>;
}
