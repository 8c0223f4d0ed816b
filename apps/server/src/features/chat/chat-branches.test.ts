import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { createMember, givePoints, loginAs, pointsOf } from '../../test/factories.js';
import { answerThrough, startFakeOpenAI, type TFakeOpenAI } from '../../test/fake-openai.js';
import { startTestServer, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';
import { answerText, readEvents } from '../../test/sse.js';

let clients = 0;
const newIp = () => {
  clients += 1;
  return `10.9.${Math.floor(clients / 250)}.${clients % 250}`;
};

/** Edit and resend: an earlier question asked again in other words, its old answers kept on their own branch. */
describe.each(TEST_DIALECTS)('editing a question on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { CHAT_IP_FREE_PER_DAY: '50' });
  });
  afterAll(() => server.close());

  const visitor = async (extra: Record<string, string> = {}) => {
    const ip = newIp();
    const { body } = await server.request('/api/chat/init', {
      headers: { storeuuid: DEMO_STORE.storeuuid, 'think-lang': 'en', 'x-forwarded-for': ip, ...extra },
    });
    return {
      chatkey: body.data.chatkey as string,
      headers: { visitor: body.data.visitor, 'x-forwarded-for': ip, ...extra },
    };
  };
  type TClient = Awaited<ReturnType<typeof visitor>>;
  const send = async (client: TClient, body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'think-lang': 'en', ...client.headers },
      body: JSON.stringify({ chatkey: client.chatkey, ...body }),
    });
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
      return { envelope: (await response.json()) as TestBody, events: [] };
    }
    return { envelope: null, events: await readEvents(response) };
  };
  const history = async (client: TClient, conversationId: number) =>
    (
      await server.data(`/api/chat/history?chatkey=${client.chatkey}&conversation_id=${conversationId}`, {
        'think-lang': 'en',
        ...client.headers,
      })
    ).list as TestBody[];
  const branch = (client: TClient, conversationId: number, messageId: number) =>
    server.post(
      '/api/chat/branch',
      { chatkey: client.chatkey, conversation_id: conversationId, message_id: messageId },
      { 'think-lang': 'en', ...client.headers },
    );
  const conversationOf = (events: TestBody[]) => events[0].conversation_id as number;

  /** A visitor's conversation of two turns: hours, then delivery. */
  const twoTurns = async () => {
    const client = await visitor();
    const first = await send(client, { content: 'What time do you open?' });
    const conversationId = conversationOf(first.events);
    await send(client, { conversation_id: conversationId, content: 'Do you deliver?' });
    const [question] = await history(client, conversationId);
    return { client, conversationId, question };
  };

  it('answers the edited question in place of the turns after it, and keeps them on a branch', async () => {
    const { client, conversationId, question } = await twoTurns();
    const edited = await send(client, {
      conversation_id: conversationId,
      edit_id: question.id,
      content: 'Where is the café?',
    });
    const done = edited.events.at(-1);
    expect(done).toMatchObject({ type: 'done', usecount: 3, free_count_left: 2 });
    const shown = await history(client, conversationId);
    expect(shown.map((message) => message.content.slice(0, 18))).toEqual([
      'Where is the café?',
      answerText(edited.events).slice(0, 18),
    ]);
    expect(shown[0]).toMatchObject({ parent_id: null, siblings: [question.id, shown[0].id] });
    expect(shown[1]).toMatchObject({ parent_id: shown[0].id, siblings: [] });

    expect((await branch(client, conversationId, question.id)).body).toMatchObject({ code: 1 });
    const before = await history(client, conversationId);
    expect(before.map((message) => message.content)).toEqual([
      'What time do you open?',
      expect.stringMatching(/08:00/),
      'Do you deliver?',
      expect.any(String),
    ]);
    expect(before[0].siblings).toEqual([question.id, shown[0].id]);

    expect((await branch(client, conversationId, shown[0].id)).body.code).toBe(1);
    expect((await history(client, conversationId)).map((message) => message.id)).toEqual(
      shown.map((message) => message.id),
    );
  });

  it('edits a later question with the turns before it kept, and asks on from the new branch', async () => {
    const { client, conversationId } = await twoTurns();
    const [, , second] = await history(client, conversationId);
    await send(client, {
      conversation_id: conversationId,
      edit_id: second.id,
      content: 'What is on the menu?',
    });
    await send(client, { conversation_id: conversationId, content: 'Do you deliver?' });
    const shown = await history(client, conversationId);
    expect(shown.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(shown[2]).toMatchObject({ content: 'What is on the menu?', siblings: [second.id, shown[2].id] });
    expect(shown[4].siblings).toEqual([shown[4].id]);
  });

  it('refuses to edit an answer, another visitor’s question, or with an empty question, and charges nothing', async () => {
    const { client, conversationId, question } = await twoTurns();
    const [, answer] = await history(client, conversationId);
    const onAnswer = await send(client, {
      conversation_id: conversationId,
      edit_id: answer.id,
      content: 'Hi',
    });
    expect(onAnswer.envelope).toMatchObject({ code: 0, msg: 'Only your own questions can be edited' });
    const empty = await send(client, {
      conversation_id: conversationId,
      edit_id: question.id,
      content: '  ',
    });
    expect(empty.envelope).toMatchObject({ code: 0 });
    expect(empty.envelope.msg).not.toBe('Incorrect parameter!');
    const intruder = await visitor();
    const stolen = await send(intruder, {
      conversation_id: conversationId,
      edit_id: question.id,
      content: 'Hi',
    });
    expect(stolen.envelope).toMatchObject({ code: 0, msg: 'Conversation not found' });
    expect((await branch(intruder, conversationId, question.id)).body).toMatchObject({
      code: 0,
      msg: 'Conversation not found',
    });
    const alone = await send(client, { edit_id: question.id, content: 'Hi' });
    expect(alone.envelope).toMatchObject({ code: 0, msg: 'Message not found' });
    expect((await history(client, conversationId)).map((message) => message.id)[0]).toBe(question.id);
    const next = await send(client, { conversation_id: conversationId, content: 'Do you deliver?' });
    expect(next.events.at(-1)).toMatchObject({ type: 'done', usecount: 3 });
  });

  it('counts an edit against the free count like any send', async () => {
    await server.database.db.updateTable('assistant').set({ free_count: 3 }).execute();
    try {
      const { client, conversationId, question } = await twoTurns();
      const edited = await send(client, {
        conversation_id: conversationId,
        edit_id: question.id,
        content: 'Where is the café?',
      });
      expect(edited.events.at(-1)).toMatchObject({ type: 'done', free_count_left: 0 });
      const [shown] = await history(client, conversationId);
      const refused = await send(client, {
        conversation_id: conversationId,
        edit_id: shown.id,
        content: 'Menu?',
      });
      expect(refused.envelope).toMatchObject({ code: 303 });
    } finally {
      await server.database.db.updateTable('assistant').set({ free_count: 5 }).execute();
    }
  });
});

describe('editing a question through a model service', () => {
  let server: TestServer;
  let upstream: TFakeOpenAI;
  beforeAll(async () => {
    upstream = await startFakeOpenAI();
    server = await startTestServer('sqlite');
    await answerThrough(server, upstream, { score_per_message: 1 });
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  it('charges a member one point for the new answer, and shows the model only the turns before the edit', async () => {
    const member = await createMember(server.database.db);
    await givePoints(server.database.db, member.id, 10);
    const headers = { 'ba-user-token': await loginAs(server.database.db, member.id), 'think-lang': 'en' };
    const { body } = await server.request('/api/chat/init', {
      headers: { ...headers, storeuuid: DEMO_STORE.storeuuid },
    });
    const post = async (payload: Record<string, unknown>) =>
      readEvents(
        await fetch(`${server.url}/api/chat/send`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ chatkey: body.data.chatkey, ...payload }),
        }),
      );
    const first = await post({ content: 'first question' });
    const conversationId = (first[0] as TestBody).conversation_id;
    await post({ conversation_id: conversationId, content: 'second question' });
    await post({ conversation_id: conversationId, content: 'third question' });
    const list = (
      await server.data(
        `/api/chat/history?chatkey=${body.data.chatkey}&conversation_id=${conversationId}`,
        headers,
      )
    ).list;
    upstream.reset();
    await post({ conversation_id: conversationId, edit_id: list[2].id, content: 'second, in other words' });

    const sent = upstream.requests[0]?.body.messages ?? [];
    const turns = sent.filter((message) => message.role !== 'system').map((message) => message.content);
    expect(turns).toEqual(['first question', 'Hello, world!', 'second, in other words']);
    expect(await pointsOf(server.database.db, member.id)).toBe(6);
  });
});
