import { setTimeout as sleep } from 'node:timers/promises';
import { CHAT_LIMITS } from '@storefront/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { createMember, givePoints, loginAs } from '../../test/factories.js';
import { answerThrough, startFakeOpenAI, type TFakeOpenAI } from '../../test/fake-openai.js';
import { EN, startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { readEvents } from '../../test/sse.js';
import { ANSWER_MAX_CHARS } from './run-answer.js';

/** Answers that stream at once for one member or visitor (features/chat/service.ts). */
const STREAMS_PER_SUBJECT = 2;
/** Sends one address may make in a minute (features/chat/routes.ts). */
const SENDS_PER_MINUTE = 60;
/** How long the fake model takes before its first word, so answers overlap. */
const SLOW_MS = 1500;

let clients = 0;
const newIp = () => {
  clients += 1;
  return `10.22.${Math.floor(clients / 250) % 250}.${clients % 250}`;
};

// SECURITY.md check 22: one member or visitor streams at most two answers at once (a third waits its turn,
// so it never reaches the model meanwhile), sends are rate limited per address, and the prompt and the output
// are capped.
describe.each(TEST_DIALECTS)('chat streams per person on %s', (dialect) => {
  let server: TestServer;
  let upstream: TFakeOpenAI;
  let chatkey: string;
  beforeAll(async () => {
    upstream = await startFakeOpenAI();
    server = await startTestServer(dialect);
    await answerThrough(server, upstream, { score_per_message: 0, context_turns: 2 });
    chatkey = (await server.data('/api/chat/init', { storeuuid: DEMO_STORE.storeuuid })).chatkey;
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });
  beforeEach(() => upstream.reset({ firstChunkDelayMs: SLOW_MS }));

  const member = async () => {
    const row = await createMember(server.database.db);
    await givePoints(server.database.db, row.id, 100);
    return { 'ba-user-token': await loginAs(server.database.db, row.id), 'x-forwarded-for': newIp() };
  };
  const visitor = async () => {
    const ip = newIp();
    const init = await server.data('/api/chat/init', {
      storeuuid: DEMO_STORE.storeuuid,
      'x-forwarded-for': ip,
    });
    return { visitor: String(init.visitor), 'x-forwarded-for': ip };
  };
  const send = (headers: Record<string, string>, content = 'When do you open?', conversation?: number) =>
    fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { ...headers, ...EN, 'content-type': 'application/json' },
      body: JSON.stringify({ chatkey, content, conversation_id: conversation }),
    });

  it.each([
    ['member', member],
    ['visitor', visitor],
  ] as const)(
    'lets one %s stream two answers at once; a third reaches the model only when one ends',
    async (_, who) => {
      const headers = await who();
      const answers = [send(headers), send(headers), send(headers)];
      await upstream.waitForRequest(STREAMS_PER_SUBJECT - 1);
      await sleep(SLOW_MS / 2);
      expect(upstream.requests).toHaveLength(STREAMS_PER_SUBJECT);
      await upstream.waitForRequest(STREAMS_PER_SUBJECT);
      // The third started after one of the first two had its whole answer.
      const third = upstream.requests[STREAMS_PER_SUBJECT];
      const firstClosed = Math.min(
        ...upstream.requests.slice(0, 2).map((request) => request.closedAt ?? Infinity),
      );
      expect(third?.receivedAt).toBeGreaterThanOrEqual(firstClosed);
      for (const answer of await Promise.all(answers)) {
        expect((await readEvents(answer)).at(-1)?.type).toBe('done');
      }
    },
  );

  it('does not make one person wait for another', async () => {
    const busy = await member();
    const other = await member();
    const busyAnswers = [send(busy), send(busy)];
    await upstream.waitForRequest(1);
    const otherAnswer = send(other);
    await upstream.waitForRequest(2);
    expect(upstream.requests[2]?.receivedAt).toBeLessThan((upstream.requests[0]?.receivedAt ?? 0) + SLOW_MS);
    await Promise.all([...busyAnswers, otherAnswer].map(async (answer) => readEvents(await answer)));
  });

  it('answers an address’s sends past the minute’s limit with 429, which never reaches the model', async () => {
    upstream.reset({});
    const headers = await member();
    const answers = await Promise.all(Array.from({ length: SENDS_PER_MINUTE + 1 }, () => send(headers)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    await Promise.all(answers.map((answer) => answer.text()));
    expect(upstream.requests).toHaveLength(SENDS_PER_MINUTE);
  });

  it('refuses a question over the length limit without calling the model', async () => {
    upstream.reset({});
    const refused = await send(await member(), 'x'.repeat(CHAT_LIMITS.contentMax + 1));
    expect(refused.headers.get('content-type')).toMatch(/json/);
    expect((await refused.json()).msg).toBe(`A message can be at most ${CHAT_LIMITS.contentMax} characters`);
    expect(upstream.requests).toHaveLength(0);
  });

  it('sends the model a history that stops growing with the conversation, and caps the answer’s length', async () => {
    upstream.reset({});
    const headers = await member();
    let conversation: number | undefined;
    const sentTurns: number[] = [];
    for (let turn = 1; turn <= 6; turn++) {
      const events = await readEvents(await send(headers, `Question ${turn}`, conversation));
      const meta = events.find((event) => event.type === 'meta');
      conversation = meta?.type === 'meta' ? meta.conversation_id : undefined;
      const messages = upstream.requests.at(-1)?.body.messages ?? [];
      sentTurns.push(messages.filter((message) => message.role !== 'system').length);
    }
    // The assistant keeps two turns (context_turns above): the oldest questions drop out.
    // Two questions and their answers, then the question asked.
    expect(sentTurns.at(-1)).toBe(2 * 2 + 1);
    expect(sentTurns.at(-2)).toBe(2 * 2 + 1);
    const last = upstream.requests.at(-1)?.body;
    expect(JSON.stringify(last?.messages)).not.toContain('Question 1');
    expect(last?.max_tokens).toBeGreaterThan(0);
    expect(last?.max_tokens).toBeLessThanOrEqual(4096);
  });

  it('ends an answer that ignores the token limit at ANSWER_MAX_CHARS, kept and finished', async () => {
    const chunk = '字'.repeat(1000);
    upstream.reset({ chunks: Array.from({ length: ANSWER_MAX_CHARS / 1000 + 10 }, () => chunk) });
    const events = await readEvents(await send(await member(), 'Talk forever'));
    const text = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
    expect(text).toHaveLength(ANSWER_MAX_CHARS);
    expect(events.at(-1)?.type).toBe('done');
    const meta = events.find((event) => event.type === 'meta');
    const row = await server.database.db
      .selectFrom('message')
      .select(['content', 'status'])
      .where('id', '=', meta?.type === 'meta' ? meta.message_id : 0)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ content: text, status: 'done' });
  });
});
