import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptSecret } from '../../../lib/secret-box.js';
import { startFakeOpenAI, type TFakeOpenAI } from '../../../test/fake-openai.js';
import { resolveProvider } from './create-provider.js';
import { createOpenAICompatibleProvider, type TOpenAICompatibleOptions } from './openai-compatible.js';
import type { ChatProvider, TKnowledgeEntry, TProviderEvent, TProviderRequest } from './provider.js';

const API_KEY = 'sk-secret-4f8a1c9e2b7d';
const APP_SECRET = 'x'.repeat(40);
let upstream: TFakeOpenAI;

beforeAll(async () => {
  upstream = await startFakeOpenAI();
});
beforeEach(() => upstream.reset({}));
afterAll(() => upstream.close());

function provider(options: Partial<TOpenAICompatibleOptions> = {}): ChatProvider {
  return createOpenAICompatibleProvider({
    baseUrl: upstream.url,
    model: 'fake-model',
    apiKey: API_KEY,
    ...options,
  });
}

function request(overrides: Partial<TProviderRequest> = {}): TProviderRequest {
  return {
    systemPrompt: 'Always greet the customer by name.',
    storeName: 'Demo Tea House',
    lang: 'en',
    knowledge: [],
    history: [],
    question: 'Hello?',
    signal: new AbortController().signal,
    ...overrides,
  };
}

/** Runs a stream to its end, keeping what it yielded and what it threw. */
async function collect(stream: AsyncIterable<TProviderEvent>) {
  const events: TProviderEvent[] = [];
  try {
    for await (const event of stream) events.push(event);
    return { events, text: textOf(events), error: undefined };
  } catch (error) {
    return { events, text: textOf(events), error: error instanceof Error ? error : new Error(String(error)) };
  }
}

const textOf = (events: TProviderEvent[]) =>
  events.map((event) => (event.type === 'delta' ? event.text : '')).join('');

const entry = (id: number, question: string, answer: string): TKnowledgeEntry => ({
  id,
  lang: 'en',
  question,
  answer,
  tags: '',
});

describe('openai-compatible provider', () => {
  it('streams the text in order and complete, then the reported usage', async () => {
    const chunks = ['你好', '，', 'world ', '🍵', ' line\nbreak'];
    upstream.reset({ chunks, chunkDelayMs: 5, usage: { prompt_tokens: 42, completion_tokens: 7 } });
    const { events, error } = await collect(provider().stream(request()));
    expect(error).toBeUndefined();
    expect(events).toEqual([
      ...chunks.map((text) => ({ type: 'delta', text })),
      { type: 'usage', promptTokens: 42, completionTokens: 7 },
    ]);
    expect(upstream.requests[0]?.body).toMatchObject({ stream: true, model: 'fake-model', max_tokens: 1024 });
  });

  it('estimates usage when the service reports none', async () => {
    upstream.reset({ chunks: ['abcd', 'efgh'], usage: null });
    const { events } = await collect(provider().stream(request()));
    const usage = events.find((event) => event.type === 'usage');
    expect(usage).toMatchObject({ type: 'usage', completionTokens: 2 });
    expect(usage?.type === 'usage' && usage.promptTokens).toBeGreaterThan(10);
  });

  it('puts the system prompt, store name and relevant knowledge into the system message', async () => {
    const knowledge = [
      entry(1, 'What are your opening hours?', 'We open 9:00-21:00 every day.'),
      entry(2, 'Do you deliver?', 'Same-day delivery inside the ring road.'),
      entry(3, 'Which payment methods?', 'Cash and cards.'),
    ];
    await collect(provider().stream(request({ knowledge, question: 'When are your opening hours?' })));
    const messages = upstream.requests[0]?.body.messages ?? [];
    expect(messages[0]?.role).toBe('system');
    const system = String(messages[0]?.content);
    expect(system).toContain('Always greet the customer by name.');
    expect(system).toContain('Demo Tea House');
    expect(system).toContain('We open 9:00-21:00 every day.');
    expect(system).not.toContain('Cash and cards.');
  });

  it('sends the history turns in order before the question', async () => {
    const history = [
      { role: 'user' as const, content: 'first question' },
      { role: 'assistant' as const, content: 'first answer' },
      { role: 'user' as const, content: 'second question' },
      { role: 'assistant' as const, content: 'second answer' },
    ];
    await collect(provider().stream(request({ history, question: 'third question' })));
    const turns = (upstream.requests[0]?.body.messages ?? []).slice(1);
    expect(turns).toEqual([...history, { role: 'user', content: 'third question' }]);
  });

  it('retries once after a 5xx before the first byte and then fails', async () => {
    upstream.reset({ failStatus: 500 });
    const { error, events } = await collect(provider().stream(request()));
    expect(events).toEqual([]);
    expect(error?.message).toMatch(/HTTP 500/);
    expect(upstream.requests).toHaveLength(2);
  });

  it('answers when the retry after a failure succeeds', async () => {
    upstream.reset([{ failStatus: 502 }, { chunks: ['second', ' try'] }]);
    const { text, error } = await collect(provider().stream(request()));
    expect(error).toBeUndefined();
    expect(text).toBe('second try');
    expect(upstream.requests).toHaveLength(2);
  });

  it('retries once when the stream breaks off before the first token', async () => {
    upstream.reset([{ dropAfterChunks: 0 }, { chunks: ['fine'] }]);
    const { text, error } = await collect(provider().stream(request()));
    expect(error).toBeUndefined();
    expect(text).toBe('fine');
    expect(upstream.requests).toHaveLength(2);
  });

  it('keeps the text before a mid-stream failure, then throws without retrying', async () => {
    upstream.reset({ chunks: ['one ', 'two ', 'three'], dropAfterChunks: 2 });
    const { text, error } = await collect(provider().stream(request()));
    expect(text).toBe('one two ');
    expect(error).toBeInstanceOf(Error);
    expect(upstream.requests).toHaveLength(1);
  });

  it.each([
    ['slow headers', { headersDelayMs: 1500 }],
    ['headers, then a slow first chunk', { firstChunkDelayMs: 1500 }],
  ])('retries once when nothing streams within the first-byte timeout (%s), then fails', async (_, reply) => {
    upstream.reset(reply);
    const started = Date.now();
    const { error } = await collect(provider({ firstByteTimeoutMs: 150 }).stream(request()));
    expect(error?.message).toMatch(/no first token within 150 ms/);
    expect(upstream.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('gives up when the whole answer takes longer than the overall timeout, without retrying', async () => {
    upstream.reset({ chunks: ['a', 'b', 'c', 'd'], chunkDelayMs: 200 });
    const { text, error } = await collect(provider({ timeoutMs: 300 }).stream(request()));
    expect(text.length).toBeGreaterThan(0);
    expect(error?.message).toMatch(/within 300 ms/);
    expect(upstream.requests).toHaveLength(1);
  });

  it.each([
    ['while streaming', { chunks: ['a', 'b', 'c'], chunkDelayMs: 2000 }],
    ['before the first byte', { hang: true }],
  ])('closes the upstream request within a second when aborted %s', async (_, reply) => {
    upstream.reset(reply);
    const controller = new AbortController();
    const pending = collect(provider().stream(request({ signal: controller.signal })));
    const seen = await upstream.waitForRequest(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const abortedAt = Date.now();
    controller.abort();
    const { error } = await pending;
    expect(error?.name).toBe('AbortError');
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    await seen.closed;
    expect(seen.closedEarly).toBe(true);
    expect((seen.closedAt ?? Infinity) - abortedAt).toBeLessThan(1000);
    expect(upstream.requests).toHaveLength(1);
  });

  it('closes the upstream request when the consumer stops reading', async () => {
    upstream.reset({ chunks: ['a', 'b', 'c'], chunkDelayMs: 2000 });
    for await (const event of provider().stream(request())) if (event.type === 'delta') break;
    const seen = await upstream.waitForRequest(0);
    await seen.closed;
    expect(seen.closedEarly).toBe(true);
    expect((seen.closedAt ?? Infinity) - seen.receivedAt).toBeLessThan(1000);
  });

  it('sends the key as a bearer token but never puts it in an error message', async () => {
    upstream.reset({ failStatus: 401, failMessage: `Incorrect API key provided: ${API_KEY}` });
    const { error } = await collect(provider().stream(request()));
    expect(upstream.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(upstream.requests).toHaveLength(1);
    expect(error?.message).toMatch(/HTTP 401/);
    expect(error?.message).not.toContain(API_KEY);
    expect(String(error?.stack)).not.toContain(API_KEY);
  });

  it('reports an unreachable service without the key', async () => {
    const { error } = await collect(provider({ baseUrl: 'http://127.0.0.1:1/v1' }).stream(request()));
    expect(error?.message).toMatch(/could not reach/);
    expect(error?.message).not.toContain(API_KEY);
  });
});

describe('resolveProvider', () => {
  const builtin: ChatProvider = { name: 'builtin', stream: async function* () {} };
  const row = (fields: Partial<Parameters<typeof resolveProvider>[0]> = {}) => ({
    provider: 'openai-compatible' as const,
    base_url: upstream.url,
    model: 'assistant-model',
    api_key_encrypted: encryptSecret(API_KEY, APP_SECRET),
    ...fields,
  });

  it('returns the builtin provider for builtin, and for default without AI_BASE_URL and AI_MODEL', () => {
    expect(resolveProvider(row({ provider: 'builtin' }), { APP_SECRET }, builtin)).toBe(builtin);
    expect(resolveProvider(row({ provider: 'default' }), { APP_SECRET, AI_MODEL: 'm' }, builtin)).toBe(
      builtin,
    );
  });

  it('uses the server model for default when AI_BASE_URL and AI_MODEL are set', async () => {
    const config = {
      APP_SECRET,
      AI_BASE_URL: upstream.url,
      AI_MODEL: 'server-model',
      AI_API_KEY: 'sk-server',
    };
    const chosen = resolveProvider(row({ provider: 'default' }), config, builtin);
    expect(chosen.name).toBe('openai-compatible');
    expect((await collect(chosen.stream(request()))).text).toBe('Hello, world!');
    expect(upstream.requests[0]?.body.model).toBe('server-model');
    expect(upstream.requests[0]?.headers.authorization).toBe('Bearer sk-server');
  });

  it("decrypts an openai-compatible assistant's key and reuses the client for the same settings", async () => {
    const chosen = resolveProvider(row(), { APP_SECRET }, builtin);
    await collect(chosen.stream(request()));
    expect(upstream.requests[0]?.body.model).toBe('assistant-model');
    expect(upstream.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(resolveProvider(row(), { APP_SECRET }, builtin)).toBe(chosen);
    const otherKey = row({ api_key_encrypted: encryptSecret('sk-other', APP_SECRET) });
    expect(resolveProvider(otherKey, { APP_SECRET }, builtin)).not.toBe(chosen);
  });

  it('sends no authorization header for an assistant without a key', async () => {
    await collect(resolveProvider(row({ api_key_encrypted: '' }), { APP_SECRET }, builtin).stream(request()));
    expect(upstream.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses a key sealed with another APP_SECRET or an assistant without a model', () => {
    expect(() => resolveProvider(row(), { APP_SECRET: 'y'.repeat(40) }, builtin)).toThrow(/APP_SECRET/);
    expect(() => resolveProvider(row({ model: '' }), { APP_SECRET }, builtin)).toThrow(/model/);
  });
});
