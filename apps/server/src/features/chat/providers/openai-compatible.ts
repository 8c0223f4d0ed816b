import { setTimeout as sleep } from 'node:timers/promises';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { TLanguage } from '@storefront/shared';
import { APICallError, type LanguageModel, type ModelMessage, streamText } from 'ai';
import { answersNothing, planAnswer } from '../knowledge/answer-plan.js';
import { storeFactsPrompt } from '../store-facts.js';
import { withCitations } from './citations.js';
import { modelFetch } from './model-fetch.js';
import { passagesFor, passageText, retrievalQuestion } from './model-retrieval.js';
import type { ChatProvider, TKnowledgeEntry, TProviderEvent, TProviderRequest } from './provider.js';

export interface TOpenAICompatibleOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** The whole answer, retry included (default 120 s). */
  timeoutMs?: number;
  /** Until the first streamed token of an attempt (default 20 s); past it the attempt is retried once. */
  firstByteTimeoutMs?: number;
  maxOutputTokens?: number;
  /** How requests reach the service (default: `modelFetch`, kept-alive connections). */
  fetch?: typeof fetch;
}

/** A failed model call. The message names what went wrong but never holds the API key or the upstream body. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(`openai-compatible: ${message}`);
  }
}

const RETRY_DELAY_MS = 200;
const INSTRUCTIONS: Record<TLanguage, (store: string) => string> = {
  'zh-cn': (store) =>
    `你是「${store}」的客服助手。请使用用户提问所用的语言，简洁准确地回答；优先依据下面的门店信息和参考资料；不确定或资料中没有答案时，请如实说明，不要编造。`,
  en: (store) =>
    `You are the assistant of "${store}". Answer in the language the user writes in, briefly and accurately. Rely on the store's details and the reference below first; when you are unsure or they have no answer, say so honestly instead of guessing.`,
};
const REFERENCE: Record<TLanguage, string> = {
  'zh-cn': '参考资料（用到哪一条，就在相应句子末尾标注它的编号，如 [#12]；只标注确实用到的）：',
  en: 'Reference (after a sentence that uses an entry, add its number, like [#12]; cite only the ones you use):',
};

/**
 * The system prompt: the store's own instructions, ours in the request language, the store's record, then the
 * passages retrieved for the question, each with the id the model cites it by.
 */
export function buildSystemPrompt(request: TProviderRequest, passages: readonly TKnowledgeEntry[]): string {
  const parts = [
    request.systemPrompt.trim(),
    INSTRUCTIONS[request.lang](request.storeName),
    storeFactsPrompt(request),
  ];
  if (passages.length > 0) {
    const texts = passages.map((entry) => passageText(entry, request.lang));
    parts.push(`${REFERENCE[request.lang]}\n${texts.join('\n')}`);
  }
  return parts.filter(Boolean).join('\n\n');
}

/**
 * A model behind any OpenAI-compatible chat-completions API (OpenAI, DeepSeek, Qwen, Ollama, vLLM …) through the
 * AI SDK. Text is yielded as it streams, then one `usage` event. The caller's signal aborts the upstream request.
 * One retry, and only before any text was yielded (connection error, 5xx or first-byte timeout): the SDK's own
 * retries are off because they cannot tell a slow first token from a slow answer and back off for seconds.
 */
export function createOpenAICompatibleProvider(options: TOpenAICompatibleOptions): ChatProvider {
  const { timeoutMs = 120_000, firstByteTimeoutMs = 20_000, maxOutputTokens = 1024, apiKey } = options;
  const client = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseUrl,
    apiKey,
    includeUsage: true,
    fetch: options.fetch ?? modelFetch,
  });
  const model = client.chatModel(options.model);
  const settings = { firstByteTimeoutMs, maxOutputTokens };
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[redacted]') : text);

  return {
    name: 'openai-compatible',
    async *stream(request) {
      const deadline = AbortSignal.timeout(timeoutMs);
      // A follow-up ("那周末呢？") is searched for with the question before it.
      const passages = passagesFor(request.knowledge, request.question, request.history, request.lang);
      const system = buildSystemPrompt(request, passages);
      // The knowledge has nothing for this question: whatever the model says, the store can add an entry.
      const search = retrievalQuestion(request.question, request.history);
      const unanswered = answersNothing(
        planAnswer(request.knowledge, search, request.lang, { history: request.history }),
      );
      const messages: ModelMessage[] = [...request.history, { role: 'user', content: request.question }];
      for (let attempt = 1; ; attempt++) {
        const progress = { yielded: false };
        try {
          const events = attemptStream({ model, system, messages, request, deadline, progress, ...settings });
          yield* withCitations(events, passages);
          if (unanswered) yield { type: 'noAnswer' };
          return;
        } catch (error) {
          request.signal.throwIfAborted();
          const failure = deadline.aborted
            ? new UpstreamError(`no complete answer within ${timeoutMs} ms`, false)
            : toUpstreamError(error, redact);
          if (attempt > 1 || progress.yielded || !failure.retryable) throw failure;
        }
        // A deadline passing here makes the retry end at once with the timeout error above.
        await sleep(RETRY_DELAY_MS, undefined, { signal: request.signal });
      }
    },
  };
}

interface TAttempt {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  request: TProviderRequest;
  deadline: AbortSignal;
  progress: { yielded: boolean };
  firstByteTimeoutMs: number;
  maxOutputTokens: number;
}

/** One upstream call. Throws an UpstreamError itself only for the first-byte timeout; other errors go up raw. */
async function* attemptStream(attempt: TAttempt): AsyncGenerator<TProviderEvent> {
  const firstByte = new AbortController();
  const timer = setTimeout(() => firstByte.abort(), attempt.firstByteTimeoutMs);
  const abortSignal = AbortSignal.any([attempt.request.signal, attempt.deadline, firstByte.signal]);
  // Ends the upstream request however this generator stops, including a consumer that just stops pulling.
  const done = new AbortController();
  const result = streamText({
    model: attempt.model,
    system: attempt.system,
    messages: attempt.messages,
    abortSignal: AbortSignal.any([abortSignal, done.signal]),
    maxRetries: 0,
    maxOutputTokens: attempt.maxOutputTokens,
    onError: () => {},
  });
  let text = '';
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' || part.type === 'reasoning-delta') clearTimeout(timer);
      if (part.type === 'text-delta' && part.text) {
        text += part.text;
        attempt.progress.yielded = true;
        yield { type: 'delta', text: part.text };
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw abortSignal.reason;
      } else if (part.type === 'finish') {
        const { inputTokens, outputTokens } = part.totalUsage;
        const promptTokens = inputTokens ?? estimateTokens(attempt.system + JSON.stringify(attempt.messages));
        yield { type: 'usage', promptTokens, completionTokens: outputTokens ?? estimateTokens(text) };
      }
    }
  } catch (error) {
    if (firstByte.signal.aborted && !attempt.request.signal.aborted && !attempt.deadline.aborted) {
      throw new UpstreamError(`no first token within ${attempt.firstByteTimeoutMs} ms`, true);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    done.abort();
  }
}

/** Retryable: cannot connect, 5xx, or the stream broke off; an HTTP 4xx (bad key, rate limit) is not. */
function toUpstreamError(error: unknown, redact: (text: string) => string): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) return new UpstreamError('could not reach the model service', true);
    // A 2xx here means the connection broke or the stream was unreadable after the headers.
    if (status < 300) return new UpstreamError('the answer stream broke off', true, status);
    return new UpstreamError(`HTTP ${status}: ${redact(error.message).slice(0, 200)}`, status >= 500, status);
  }
  const name = error instanceof Error ? error.name : 'unknown error';
  return new UpstreamError(`the answer stream failed (${name})`, true);
}

/** A rough token count when the service reports none: one per CJK character, one per four other characters. */
function estimateTokens(text: string): number {
  const cjk = text.match(/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/g)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}
