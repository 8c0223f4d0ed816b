import { once } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from './cli/seed/demo.js';
import { createMember, givePoints, loginAs, pointsOf } from './test/factories.js';
import { answerThrough, startFakeOpenAI, type TFakeOpenAI } from './test/fake-openai.js';
import { EN, startTestServer, TEST_DIALECTS, type TestServer } from './test/harness.js';

const POINTS = 10;

/** A POST whose body arrives in two halves, so it is still being received when the server starts closing. */
function slowPost(url: string, path: string, body: string) {
  const half = Math.floor(body.length / 2);
  let sendRest = () => {};
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      `${url}${path}`,
      {
        method: 'POST',
        // A connection of its own that closes with the answer, as the server asks while it closes.
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, half));
    sendRest = () => request.end(body.slice(half));
  });
  return { answer, sendRest: () => sendRest() };
}

/**
 * An answer stream read as it arrives: when its first delta came, and all of it. Over a connection of its own
 * that closes with the answer, or over a keep-alive `agent`'s, which stays open after it.
 */
function openStream(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  agent: Agent | false = false,
) {
  let text = '';
  let sawDelta = () => {};
  const firstDelta = new Promise<void>((resolve) => {
    sawDelta = resolve;
  });
  const whole = new Promise<string>((resolve, reject) => {
    const request = httpRequest(
      `${url}/api/chat/send`,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('"type":"delta"')) sawDelta();
        });
        response.on('end', () => resolve(text));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
  return { firstDelta, whole };
}

// SECURITY.md check 28, as main.ts shuts down on SIGTERM (app.close): a request in flight is answered, an answer
// streaming ends with an error event that says why and charges nothing, and then the server is gone.
describe.each(TEST_DIALECTS)('a graceful shutdown on %s', (dialect) => {
  let server: TestServer;
  let upstream: TFakeOpenAI;
  beforeAll(async () => {
    upstream = await startFakeOpenAI({
      chunks: Array.from({ length: 100 }, (_, index) => `word${index} `),
      chunkDelayMs: 50,
    });
    server = await startTestServer(dialect);
    await answerThrough(server, upstream, { score_per_message: 1 });
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  it('answers the request in flight, ends the stream with an error event, charges nothing, then closes', async () => {
    const { db } = server.database;
    const member = await createMember(db);
    await givePoints(db, member.id, POINTS);
    const headers = { 'ba-user-token': await loginAs(db, member.id), ...EN };
    const init = await server.data('/api/chat/init', { ...headers, storeuuid: DEMO_STORE.storeuuid });
    const ask = { chatkey: init.chatkey, content: 'Tell me a long story' };
    const stream = openStream(server.url, headers, ask);
    // A browser keeps its connection open after an answer: the close must not wait for it to go idle on its own
    // (keepAliveTimeout, 72 s, past this test's timeout).
    const keepAlive = new Agent({ keepAlive: true });
    const kept = openStream(server.url, headers, ask, keepAlive);
    await Promise.all([stream.firstDelta, kept.firstDelta]);
    // In flight means the server has read its headers (and waits for its body) before the close begins.
    const received = once(server.app.server, 'request');
    const inFlight = slowPost(
      server.url,
      '/api/user/checkIn',
      JSON.stringify({ tab: 'login', username: 'nobody-here', password: 'Wrong#Pass-1', keep: false }),
    );
    await received;

    const closed = server.app.close();
    await sleep(100);
    inFlight.sendRest();
    const answered = await inFlight.answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toMatchObject({ code: 0, msg: expect.any(String) });

    for (const text of [await stream.whole, await kept.whole]) {
      const events = text
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice('data: '.length)) as { type: string; msg?: string });
      expect(events.at(-1)).toMatchObject({
        type: 'error',
        msg: 'The server is restarting, please try again in a moment',
      });
    }
    await closed;
    keepAlive.destroy();

    expect(await pointsOf(db, member.id)).toBe(POINTS);
    const holds = await db.selectFrom('points_hold').select('id').where('user_id', '=', member.id).execute();
    expect(holds).toEqual([]);
    await expect(fetch(`${server.url}/api/index/index`)).rejects.toThrow();
  });
});

// The shutdown main.ts runs on SIGTERM (features/health/drain.ts): a chat answer that can end within the grace
// period is answered whole and charged as any other, instead of being cut.
describe('a graceful shutdown with a grace period', () => {
  let server: TestServer;
  let upstream: TFakeOpenAI;
  beforeAll(async () => {
    upstream = await startFakeOpenAI({
      chunks: Array.from({ length: 20 }, (_, index) => `word${index} `),
      chunkDelayMs: 50,
    });
    server = await startTestServer('sqlite');
    await answerThrough(server, upstream, { score_per_message: 1 });
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  it('lets an answer in flight finish and charges it, then closes', async () => {
    const { db } = server.database;
    const member = await createMember(db);
    await givePoints(db, member.id, POINTS);
    const headers = { 'ba-user-token': await loginAs(db, member.id), ...EN };
    const init = await server.data('/api/chat/init', { ...headers, storeuuid: DEMO_STORE.storeuuid });
    const stream = openStream(server.url, headers, { chatkey: init.chatkey, content: 'Tell me a story' });
    await stream.firstDelta;

    const closed = server.app.shutDownGracefully({ drainMs: 0, graceMs: 10_000 });
    const text = await stream.whole;
    expect(text).toContain('word19');
    expect(text).toContain('"type":"done"');
    expect(text).not.toContain('"type":"error"');
    await closed;
    expect(await pointsOf(db, member.id)).toBe(POINTS - 1);
  });
});
