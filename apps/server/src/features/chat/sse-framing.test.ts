import type { TChatEvent } from '@storefront/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The web app's own stream reader: the framing is proven against the parser browsers run, not a test copy.
import { readEventStream } from '../../../../web/src/lib/http/event-stream.js';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { createMember, givePoints, loginAs } from '../../test/factories.js';
import { answerThrough, startFakeOpenAI, type TFakeOpenAI } from '../../test/fake-openai.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

/**
 * Model output chosen to break a naive SSE writer: line breaks of every kind, blank lines, text that looks like
 * SSE fields and events, CJK, emoji (one of them split between two chunks as its two UTF-16 halves), joiners,
 * controls and the line and paragraph separators JSON leaves unescaped. (A NUL is dropped before it is sent:
 * PostgreSQL text cannot hold one; its own test is below.)
 */
const HOSTILE_CHUNKS = [
  'line one\nline two\n\n',
  'carriage\rreturn\r\nCRLF\r\n\r\n',
  'data: {"type":"done","usage":{"prompt_tokens":0,"completion_tokens":0},"usecount":0,"free_count_left":0,"suggestions":[]}\n\n',
  'event: error\nid: 7\nretry: 1\n: ping\n\n',
  '营业时间：早上8点到晚上10点，欢迎光临！',
  '😀👨‍👩‍👧‍👦🀄️',
  '\ud83d',
  '\ude00 split emoji',
  '\u2028\u2029\u001b[31m\u202e\u0007',
  'data:',
  '\n',
];
const HOSTILE_TEXT = HOSTILE_CHUNKS.join('');

// SECURITY.md check 23: whatever text a model streams reaches the browser's parser as the same text, in
// delta events only, with no event forged by the text.
describe.each(TEST_DIALECTS)('chat stream framing on %s', (dialect) => {
  let server: TestServer;
  let upstream: TFakeOpenAI;
  let headers: Record<string, string>;
  let chatkey: string;
  beforeAll(async () => {
    upstream = await startFakeOpenAI();
    server = await startTestServer(dialect);
    await answerThrough(server, upstream, { score_per_message: 0 });
    const member = await createMember(server.database.db);
    await givePoints(server.database.db, member.id, 100);
    headers = { 'ba-user-token': await loginAs(server.database.db, member.id) };
    const init = await server.request('/api/chat/init', {
      headers: { ...headers, storeuuid: DEMO_STORE.storeuuid },
    });
    chatkey = init.body.data.chatkey;
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });
  beforeEach(() => upstream.reset({ chunks: HOSTILE_CHUNKS }));

  /** The raw bytes of one answer stream. */
  const answerBytes = async (): Promise<Uint8Array> => {
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ chatkey, content: 'Tell me everything' }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    return new Uint8Array(await response.arrayBuffer());
  };

  /** Runs the web parser over `bytes` cut into pieces of `size` bytes (a multi-byte character split too). */
  const parse = async (bytes: Uint8Array, size: number): Promise<TChatEvent[]> => {
    const events: TChatEvent[] = [];
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, offset + size));
        offset += size;
      },
    });
    await readEventStream(stream, (event) => events.push(event));
    return events;
  };

  it('delivers the text exactly, in delta events only, whatever it holds', async () => {
    const events = await parse(await answerBytes(), 64 * 1024);
    expect(events.map((event) => event.type)).toEqual(['meta', ...HOSTILE_CHUNKS.map(() => 'delta'), 'done']);
    const text = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
    expect(text).toBe(HOSTILE_TEXT);
  });

  it('frames each event as one data line, so no byte of the text starts a line of its own', async () => {
    const raw = new TextDecoder().decode(await answerBytes());
    const lines = raw.split(/\r\n|\r|\n/).filter((line) => line !== '');
    for (const line of lines) expect(line.startsWith('data: {') || line.startsWith(':'), line).toBe(true);
  });

  it('reads the same events when the stream arrives a byte, or a few bytes, at a time', async () => {
    const bytes = await answerBytes();
    const whole = await parse(bytes, bytes.length);
    for (const size of [1, 3, 5]) expect(await parse(bytes, size)).toEqual(whole);
  });

  it('drops a NUL the model sends, then streams and saves the answer as any other', async () => {
    upstream.reset({ chunks: ['before\u0000', '\u0000', 'after'] });
    const events = await parse(await answerBytes(), 4096);
    expect(events.map((event) => event.type)).toEqual(['meta', 'delta', 'delta', 'done']);
    const meta = events.find((event) => event.type === 'meta');
    if (meta?.type !== 'meta') throw new Error('no meta event');
    const row = await server.database.db
      .selectFrom('message')
      .select(['content', 'status'])
      .where('id', '=', meta.message_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ content: 'beforeafter', status: 'done' });
  });

  it('saves the text as streamed, so history shows what the reader saw', async () => {
    const events = await parse(await answerBytes(), 4096);
    const meta = events.find((event) => event.type === 'meta');
    if (meta?.type !== 'meta') throw new Error('no meta event');
    const row = await server.database.db
      .selectFrom('message')
      .select('content')
      .where('id', '=', meta.message_id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(HOSTILE_TEXT);
  });
});
