import type { TChatEvent, TLanguage } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../../locales/index.js';
import type { TAssistantRow } from '../assistants/index.js';
import type { TStoreRow } from '../stores/index.js';
import type { TChatContext } from './context.js';
import { storeFactsOf } from './store-facts.js';

/** A connection test's answer stops here: it shows the provider answers, not what it says at length. */
export const TEST_ANSWER_CHARS = 400;

/**
 * Test connection: one answer to `question` from the assistant's provider, prompt, knowledge and store record
 * (hours, address and phone answered from it, as in the chat), streamed as the chat's `delta` events and ended
 * by `done` or `error` (whose message says why the provider failed). Nothing is saved, counted or charged; the
 * answer is cut after a few hundred characters.
 */
export async function testAnswer(
  context: TChatContext,
  input: {
    assistant: TAssistantRow;
    /** The store's record: its name, and the facts (hours, address, phone) the chat answers from it. */
    store: TStoreRow;
    question: string;
    lang: TLanguage;
    emit: (event: TChatEvent) => void;
    signal: AbortSignal;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const enough = new AbortController();
  const signal = AbortSignal.any([input.signal, enough.signal]);
  let length = 0;
  let usage = { prompt_tokens: 0, completion_tokens: 0 };
  try {
    const provider = context.providerFor(input.assistant);
    const store = storeFactsOf(input.store, input.lang);
    const events = provider.stream({
      systemPrompt: input.assistant.system_prompt,
      storeName: store.name,
      lang: input.lang,
      knowledge: await context.assistants.knowledgeOf(input.assistant.id),
      history: [],
      question: input.question,
      store,
      signal,
    });
    for await (const event of events) {
      if (event.type === 'delta') {
        const text = event.text.slice(0, Math.max(0, TEST_ANSWER_CHARS - length));
        length += text.length;
        if (text) input.emit({ type: 'delta', text });
        if (length >= TEST_ANSWER_CHARS) break;
      } else if (event.type === 'usage') {
        usage = { prompt_tokens: event.promptTokens, completion_tokens: event.completionTokens };
      }
    }
    enough.abort();
    if (input.signal.aborted) return;
    input.emit({ type: 'done', usage, usecount: 0, free_count_left: null, suggestions: [] });
  } catch (error) {
    if (input.signal.aborted) return;
    const reason = error instanceof Error ? error.message : String(error);
    input.log.warn({ err: { message: reason }, assistantId: input.assistant.id }, 'connection test failed');
    input.emit({ type: 'error', code: 0, msg: translate(input.lang, 'assistants.testFailed', { reason }) });
  }
}
