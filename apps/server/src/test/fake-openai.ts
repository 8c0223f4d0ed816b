import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Updateable } from 'kysely';
import type { AssistantTable } from '../db/schema.js';
import type { TestServer } from './harness.js';

/** How the fake answers one request. Every field is optional; `{}` streams `DEFAULT_CHUNKS` at once. */
export interface TFakeReply {
  /** Content pieces, one SSE chunk each, in order. */
  chunks?: string[];
  /** Pause between chunks. */
  chunkDelayMs?: number;
  /** Pause before the status line and headers are sent (a slow or queueing upstream). */
  headersDelayMs?: number;
  /** Pause after the headers, before the first chunk (headers arrive, then nothing). */
  firstChunkDelayMs?: number;
  /** Answer with this status and an OpenAI-style JSON error instead of streaming (500, 429, 401 …). */
  failStatus?: number;
  /** `error.message` of the `failStatus` body (default "fake upstream error"). */
  failMessage?: string;
  /** Destroy the socket right after this many content chunks (a mid-stream failure). */
  dropAfterChunks?: number;
  /** Never answer; the request stays open until the client goes away or `close()`. */
  hang?: boolean;
  /** Usage sent when the client asks for `stream_options.include_usage` (default: rough counts; null: none). */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
}

/** One reply for every request, a list used in order (the last one repeats), or a function of the request. */
export type TFakeScript = TFakeReply | TFakeReply[] | ((request: TFakeRequest, index: number) => TFakeReply);

/** The parsed JSON body of a chat-completions request (only the fields tests usually read are typed). */
export interface TFakeChatBody {
  model?: string;
  messages?: { role: string; content: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  [field: string]: unknown;
}

/** What the fake saw of one request, and when its connection closed. */
export interface TFakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: TFakeChatBody;
  receivedAt: number;
  /** Set when the response closed; `closedEarly` when that happened before the answer was complete. */
  closedAt?: number;
  closedEarly?: boolean;
  /** Resolves when the response closed (finished, dropped, or the client went away). */
  closed: Promise<void>;
}

export const DEFAULT_CHUNKS = ['Hello', ', ', 'world', '!'];

/**
 * A real HTTP server on 127.0.0.1 (free port) that speaks OpenAI's `POST /v1/chat/completions`, streaming
 * (SSE chunks, a `finish_reason: 'stop'` chunk, a usage chunk when asked, `data: [DONE]`) or plain JSON. Tests
 * and benchmarks point a provider at `url` and script failures the real services have: slow first byte,
 * errors before the first byte, a dropped connection mid-stream, a hang. It records every request (headers,
 * parsed body, when its connection closed). Share one server per test file and `reset(script)` between tests.
 *
 * @example
 * const upstream = await startFakeOpenAI([{ failStatus: 500 }, { chunks: ['Hi', ' there'], chunkDelayMs: 5 }]);
 * const provider = createOpenAICompatibleProvider({ baseUrl: upstream.url, model: 'm', apiKey: 'sk-test' });
 * // … consume provider.stream(request) …
 * expect(upstream.requests).toHaveLength(2);
 * expect(upstream.requests[1]?.headers.authorization).toBe('Bearer sk-test');
 * await upstream.close();
 */
export async function startFakeOpenAI(initial: TFakeScript = {}) {
  let script = initial;
  const requests: TFakeRequest[] = [];
  const arrivals: (() => void)[] = [];

  function replyFor(request: TFakeRequest, index: number): TFakeReply {
    if (typeof script === 'function') return script(request, index);
    if (Array.isArray(script)) return script[Math.min(index, script.length - 1)] ?? {};
    return script;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = req.url ?? '';
    if (req.method !== 'POST' || path !== '/v1/chat/completions')
      return sendJson(res, 404, { error: 'not found' });
    const body = parseBody(raw);
    let markClosed = () => {};
    const request: TFakeRequest = {
      path,
      headers: req.headers,
      body,
      receivedAt: Date.now(),
      closed: new Promise<void>((resolve) => {
        markClosed = resolve;
      }),
    };
    res.on('close', () => {
      request.closedAt = Date.now();
      request.closedEarly = !res.writableFinished;
      markClosed();
    });
    requests.push(request);
    for (const notify of arrivals.splice(0)) notify();
    await answer(res, body, replyFor(request, requests.length - 1));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Base URL for providers, ending in `/v1`. */
    url: `http://127.0.0.1:${port}/v1`,
    /** Every request received so far, oldest first. */
    requests,
    /** Requests whose connection has closed (finished or abandoned). */
    get closedRequests(): TFakeRequest[] {
      return requests.filter((request) => request.closedAt !== undefined);
    },
    /** Resolves with the request at `index` (0-based; default: the next one) once it has arrived. */
    async waitForRequest(index = requests.length): Promise<TFakeRequest> {
      while (requests.length <= index) await new Promise<void>((resolve) => arrivals.push(resolve));
      return requests[index] as TFakeRequest;
    },
    /** Forgets recorded requests and, when given, replaces the script (the list starts over). */
    reset(next?: TFakeScript): void {
      requests.length = 0;
      if (next !== undefined) script = next;
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The handle `startFakeOpenAI` resolves to. */
export type TFakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;

async function answer(res: ServerResponse, body: TFakeChatBody, reply: TFakeReply): Promise<void> {
  if (reply.hang) return;
  if (reply.headersDelayMs) await sleep(reply.headersDelayMs);
  if (res.destroyed) return;
  if (reply.failStatus) {
    const message = reply.failMessage ?? 'fake upstream error';
    return sendJson(res, reply.failStatus, {
      error: { message, type: 'fake_error', code: reply.failStatus },
    });
  }
  const chunks = reply.chunks ?? DEFAULT_CHUNKS;
  const usage =
    reply.usage === null
      ? undefined
      : (reply.usage ?? {
          prompt_tokens: Math.ceil(JSON.stringify(body.messages ?? []).length / 4),
          completion_tokens: chunks.length,
        });
  const id = `chatcmpl-fake-${Date.now()}`;
  const model = body.model ?? 'fake';
  const base = { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
  if (body.stream !== true) {
    const message = { role: 'assistant', content: chunks.join('') };
    const choices = [{ index: 0, message, finish_reason: 'stop' }];
    return sendJson(res, 200, { ...base, object: 'chat.completion', choices, usage });
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  if (reply.firstChunkDelayMs) await sleep(reply.firstChunkDelayMs);
  const drop = (): void => {
    res.socket?.destroy();
  };
  if (reply.dropAfterChunks === 0) return drop();
  const send = (data: unknown) =>
    new Promise<void>((resolve) => {
      if (res.destroyed) return resolve();
      res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`, () => resolve());
    });
  for (const [index, content] of chunks.entries()) {
    if (index > 0 && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    const delta = index === 0 ? { role: 'assistant', content } : { content };
    await send({ ...base, choices: [{ index: 0, delta, finish_reason: null }] });
    if (reply.dropAfterChunks === index + 1) return drop();
  }
  await send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  if (usage && body.stream_options?.include_usage) await send({ ...base, choices: [], usage });
  await send('[DONE]');
  res.end();
}

function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

function parseBody(raw: string): TFakeChatBody {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as TFakeChatBody) : {};
  } catch {
    return {};
  }
}

/**
 * Points every assistant of the test server (the seeded demo store's among them) at `upstream`, so chats are
 * answered by it; `columns` sets more of the assistants' columns (`score_per_message`, an API key…).
 */
export async function answerThrough(
  server: TestServer,
  upstream: TFakeOpenAI,
  columns: Updateable<AssistantTable> = {},
): Promise<void> {
  await server.database.db
    .updateTable('assistant')
    .set({ provider: 'openai-compatible', base_url: upstream.url, model: 'fake-model', ...columns })
    .execute();
}
