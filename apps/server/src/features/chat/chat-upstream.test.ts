import type { TChatEvent } from '@storefront/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { encryptSecret } from '../../lib/secret-box.js';
import { createMember, givePoints, loginAs, pointsOf } from '../../test/factories.js';
import { answerThrough, startFakeOpenAI } from '../../test/fake-openai.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { answerText, readEvents } from '../../test/sse.js';

const API_KEY = 'sk-test-5f2c9a7e41b8d3aa0c6e';
const ANSWER_LIMIT_MS = 3000;
const FAILED = 'The assistant could not answer just now, please try again';

describe.each(TEST_DIALECTS)('chat through a model service on %s', (dialect) => {
  let server: TestServer;
  let upstream: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let member: { id: number };
  let headers: Record<string, string>;
  let chatkey: string;

  beforeAll(async () => {
    upstream = await startFakeOpenAI();
    // A model answer may take at most 3 s here, so a stalled stream ends within a test.
    server = await startTestServer(
      dialect,
      { AI_TIMEOUT_MS: String(ANSWER_LIMIT_MS) },
      { captureLogs: true },
    );
    await answerThrough(server, upstream, {
      api_key_encrypted: encryptSecret(API_KEY, server.config.APP_SECRET),
      score_per_message: 1,
    });
    member = await createMember(server.database.db);
    await givePoints(server.database.db, member.id, 100);
    headers = { 'ba-user-token': await loginAs(server.database.db, member.id), 'think-lang': 'en' };
    const init = await server.request('/api/chat/init', {
      headers: { ...headers, storeuuid: DEMO_STORE.storeuuid },
    });
    chatkey = init.body.data.chatkey;
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });
  beforeEach(() => upstream.reset());

  /** The member's points and how many of them are held for answers. */
  const score = async () => {
    const { db } = server.database;
    const holds = await db
      .selectFrom('points_hold')
      .select('amount')
      .where('user_id', '=', member.id)
      .execute();
    return {
      score: await pointsOf(db, member.id),
      held: holds.reduce((sum, hold) => sum + Number(hold.amount), 0),
    };
  };
  const send = (content: string, signal?: AbortSignal) =>
    fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ chatkey, content }),
      signal,
    });
  const answerRow = async (events: TChatEvent[]) => {
    const meta = events.find((event) => event.type === 'meta');
    if (meta?.type !== 'meta') throw new Error('no meta event');
    return server.database.db
      .selectFrom('message')
      .selectAll()
      .where('id', '=', meta.message_id)
      .executeTakeFirstOrThrow();
  };

  it('streams the model’s text in order and complete, and charges the finished answer once', async () => {
    upstream.reset({ chunks: ['你好', '，', 'we open ', 'at 8:00', ' 🙂\n\nsee you'] });
    const before = await score();
    const events = await readEvents(await send('When do you open?'));
    expect(answerText(events)).toBe('你好，we open at 8:00 🙂\n\nsee you');
    expect(events.at(-1)?.type).toBe('done');
    expect(await answerRow(events)).toMatchObject({
      status: 'done',
      content: '你好，we open at 8:00 🙂\n\nsee you',
      cost: 1,
    });
    expect(await score()).toEqual({ score: before.score - 1, held: 0 });
    const request = upstream.requests[0];
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(JSON.stringify(request?.body)).toContain('When do you open?');
  });

  it('answers an upstream failure before the first byte with an error event and charges nothing', async () => {
    upstream.reset({ failStatus: 500, failMessage: `upstream broke, key ${API_KEY}` });
    const before = await score();
    const events = await readEvents(await send('hello'));
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      code: 0,
      msg: 'The assistant could not answer just now, please try again',
    });
    expect(upstream.requests).toHaveLength(2);
    expect(await answerRow(events)).toMatchObject({ status: 'error', content: '', cost: 0 });
    expect(await score()).toEqual(before);
  });

  it('saves a mid-stream failure’s partial answer as error and charges nothing', async () => {
    upstream.reset({ chunks: ['part one ', 'part two ', 'never'], dropAfterChunks: 2 });
    const before = await score();
    const events = await readEvents(await send('tell me everything'));
    expect(answerText(events)).toBe('part one part two ');
    expect(events.at(-1)?.type).toBe('error');
    expect(await answerRow(events)).toMatchObject({
      status: 'error',
      content: 'part one part two ',
      cost: 0,
    });
    expect(await score()).toEqual(before);
  });

  it('closes the upstream request within a second when the client goes away, saving the answer as stopped', async () => {
    upstream.reset({ chunks: Array.from({ length: 200 }, (_, index) => `word${index} `), chunkDelayMs: 20 });
    const before = await score();
    const client = new AbortController();
    const response = await send('a long story please', client.signal);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('"type":"meta"');
    const request = await upstream.waitForRequest(0);
    const abortedAt = Date.now();
    client.abort();
    await request.closed;
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    expect(request.closedEarly).toBe(true);
    await expect
      .poll(
        async () =>
          (
            await server.database.db
              .selectFrom('message')
              .select('status')
              .orderBy('id', 'desc')
              .executeTakeFirst()
          )?.status,
      )
      .toBe('stopped');
    expect(await score()).toEqual(before);
  });

  it('ends a stream that stalls past the answer time limit with a clear message, keeping the text and charging nothing', async () => {
    upstream.reset({ chunks: ['part one ', 'never'], chunkDelayMs: 60_000 });
    const before = await score();
    const started = Date.now();
    const events = await readEvents(await send('a slow one'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(ANSWER_LIMIT_MS - 100);
    expect(Date.now() - started).toBeLessThan(ANSWER_LIMIT_MS + 3000);
    expect(answerText(events)).toBe('part one ');
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 0, msg: FAILED });
    expect(await answerRow(events)).toMatchObject({ status: 'error', content: 'part one ', cost: 0 });
    expect(await score()).toEqual(before);
    await (await upstream.waitForRequest(0)).closed;
    expect(upstream.requests[0]?.closedEarly).toBe(true);
  });

  it.each([
    ['a 500 before the first byte', { failStatus: 500 }],
    ['a connection reset mid-answer', { chunks: ['half ', 'rest'], dropAfterChunks: 1 }],
  ])('leaves a visitor’s free count unused after %s', async (_, reply) => {
    upstream.reset(reply);
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const visitorInit = async (visitor?: string) =>
      (
        await server.request('/api/chat/init', {
          headers: {
            storeuuid: DEMO_STORE.storeuuid,
            'x-forwarded-for': ip,
            ...(visitor ? { visitor } : {}),
          },
        })
      ).body.data;
    const first = await visitorInit();
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: {
        visitor: first.visitor,
        'x-forwarded-for': ip,
        'think-lang': 'en',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ chatkey: first.chatkey, content: 'hello' }),
    });
    const events = await readEvents(response);
    expect(events.at(-1)).toMatchObject({ type: 'error', msg: FAILED });
    expect((await visitorInit(first.visitor)).free_count_left).toBe(first.free_count_left);
  });

  it('keeps the conversation consistent after a failed answer: shown as failed, never shown to the model', async () => {
    upstream.reset({ chunks: ['broken ', 'off'], dropAfterChunks: 1 });
    const failed = await readEvents(await send('first question'));
    const meta = failed.find((event) => event.type === 'meta');
    if (meta?.type !== 'meta') throw new Error('no meta event');

    upstream.reset({ chunks: ['second answer'] });
    const next = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ chatkey, conversation_id: meta.conversation_id, content: 'second question' }),
    });
    expect((await readEvents(next)).at(-1)?.type).toBe('done');
    const seen = JSON.stringify(upstream.requests[0]?.body.messages);
    expect(seen).toContain('first question');
    expect(seen).not.toContain('broken');

    const history = await server.request(
      `/api/chat/history?chatkey=${chatkey}&conversation_id=${meta.conversation_id}`,
      { headers },
    );
    const shown = history.body.data.list.map((message: { role: string; content: string; status: string }) => [
      message.role,
      message.status,
      message.content,
    ]);
    expect(shown).toEqual([
      ['user', 'done', 'first question'],
      ['assistant', 'error', 'broken '],
      ['user', 'done', 'second question'],
      ['assistant', 'done', 'second answer'],
    ]);
  });

  it('never puts the API key in an answer or a log line', async () => {
    upstream.reset({ failStatus: 401, failMessage: `Incorrect API key provided: ${API_KEY}` });
    const text = await (await send('hi')).text();
    const init = await server.request('/api/chat/init', {
      headers: { ...headers, storeuuid: DEMO_STORE.storeuuid },
    });
    expect(text).not.toContain(API_KEY);
    expect(JSON.stringify(init.body)).not.toContain(API_KEY);
    expect(server.logs.length).toBeGreaterThan(0);
    expect(server.logs.join('\n')).not.toContain(API_KEY);
    expect(server.logs.join('\n')).not.toContain(server.config.APP_SECRET);
  });
});
