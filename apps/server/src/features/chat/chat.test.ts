import type { TChatEvent } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { createMember, givePoints, loginAs, pointsOf } from '../../test/factories.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { answerText, readEvents } from '../../test/sse.js';

let clients = 0;
/** Each visitor browses from its own address unless a test says otherwise. */
const newIp = () => {
  clients += 1;
  return `10.7.${Math.floor(clients / 250)}.${clients % 250}`;
};

describe.each(TEST_DIALECTS)('chat API on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { CHAT_IP_FREE_PER_DAY: '8' });
  });
  afterAll(() => server.close());

  const init = async (headers: Record<string, string> = {}) => {
    const { body } = await server.request('/api/chat/init', {
      headers: { storeuuid: DEMO_STORE.storeuuid, 'think-lang': 'en', ...headers },
    });
    expect(body.code).toBe(1);
    return body.data;
  };
  const send = async (body: Record<string, unknown>, headers: Record<string, string>) => {
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'think-lang': 'en', ...headers },
      body: JSON.stringify(body),
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('text/event-stream'))
      return { streamed: true as const, response, events: await readEvents(response) };
    return { streamed: false as const, response, envelope: await response.json() };
  };
  const visitor = async () => {
    const ip = newIp();
    const info = await init({ 'x-forwarded-for': ip });
    return { info, headers: { visitor: info.visitor, 'x-forwarded-for': ip } };
  };
  const setAssistant = (values: { free_count?: number; loginset?: number; score_per_message?: number }) =>
    server.database.db.updateTable('assistant').set(values).execute();

  it('issues a signed visitor id and the chat info of the demo store', async () => {
    const { info } = await visitor();
    expect(info).toMatchObject({
      storeuuid: DEMO_STORE.storeuuid,
      free_count: 5,
      free_count_left: 5,
      loginset: 0,
      quePage: 1,
    });
    expect(info.visitor).toMatch(/^v_[0-9a-f]{24}\.[\w-]{27}$/);
    expect(info.chatkey).toMatch(/^[\w-]{8,40}$/);
    expect(info.assistant.welcome.length).toBeGreaterThan(0);
    const forged = await init({ visitor: `${info.visitor.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAA` });
    expect(forged.visitor).not.toBe(info.visitor);
  });

  it('streams a knowledge-base answer with meta, deltas and done, and saves both messages', async () => {
    const { info, headers } = await visitor();
    const result = await send({ chatkey: info.chatkey, content: 'What time do you open?' }, headers);
    expect(result.streamed).toBe(true);
    if (!result.streamed) return;
    expect(result.response.headers.get('x-accel-buffering')).toBe('no');
    const [meta, ...rest] = result.events;
    expect(meta).toMatchObject({
      type: 'meta',
      conversation_id: expect.any(Number),
      message_id: expect.any(Number),
    });
    const done = rest.at(-1);
    expect(done).toMatchObject({ type: 'done', usecount: 1, free_count_left: 4 });
    const text = answerText(result.events);
    expect(text).toMatch(/08:00/);
    const history = await server.request(`/api/chat/history?chatkey=${info.chatkey}`, { headers });
    expect(history.body.data.list.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(history.body.data.list[1]).toMatchObject({ content: text, status: 'done' });
  });

  it('marks an answer that found nothing in the knowledge base as unanswered, and an answered one not', async () => {
    const { info, headers } = await visitor();
    const unansweredOf = async (content: string) => {
      const result = await send({ chatkey: info.chatkey, content }, headers);
      if (!result.streamed) throw new Error('not streamed');
      const meta = result.events[0];
      if (meta?.type !== 'meta') throw new Error('no meta event');
      const row = await server.database.db
        .selectFrom('message')
        .select('unanswered')
        .where('id', '=', meta.message_id)
        .executeTakeFirstOrThrow();
      return row.unanswered;
    };
    expect(await unansweredOf('What time do you open?')).toBe(0);
    expect(await unansweredOf('Can you write me a poem about rockets?')).toBe(1);
  });

  it('gives one visitor exactly its free count out of 50 concurrent sends, the rest 303 need login', async () => {
    await setAssistant({ free_count: 5 });
    const { info, headers } = await visitor();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        send({ chatkey: info.chatkey, content: `hello ${index}` }, headers),
      ),
    );
    const streams = results.filter((result) => result.streamed);
    const refused = results.filter((result) => !result.streamed);
    expect(streams).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const result of refused) {
      if (!result.streamed)
        expect(result.envelope).toMatchObject({ code: 303, data: { type: 'need login' } });
    }
    for (const result of streams) {
      if (result.streamed) expect(result.events.at(-1)?.type).toBe('done');
    }
  });

  it('refuses a new visitor id from the same IP beyond the daily IP cap', async () => {
    await setAssistant({ free_count: 5 });
    const ip = newIp();
    let sent = 0;
    for (let round = 0; round < 2; round++) {
      const info = await init({ 'x-forwarded-for': ip });
      for (let index = 0; index < 5; index++) {
        const result = await send(
          { chatkey: info.chatkey, content: 'hi' },
          { visitor: info.visitor, 'x-forwarded-for': ip },
        );
        if (result.streamed) sent += 1;
      }
    }
    expect(sent).toBe(8);
    const fresh = await init({ 'x-forwarded-for': ip });
    expect(fresh.free_count_left).toBe(0);
    const refused = await send(
      { chatkey: fresh.chatkey, content: 'hi' },
      { visitor: fresh.visitor, 'x-forwarded-for': ip },
    );
    expect(refused.streamed).toBe(false);
    if (!refused.streamed) expect(refused.envelope.code).toBe(303);
  });

  it('refuses the first visitor message when the store requires login, and lets members chat', async () => {
    await setAssistant({ loginset: 1 });
    try {
      const { info, headers } = await visitor();
      const refused = await send({ chatkey: info.chatkey, content: 'hi' }, headers);
      expect(refused.streamed).toBe(false);
      if (!refused.streamed)
        expect(refused.envelope).toMatchObject({ code: 303, msg: 'Please log in to chat with this store' });
      const member = await createMember(server.database.db);
      const token = await loginAs(server.database.db, member.id);
      const allowed = await send({ chatkey: info.chatkey, content: 'hi' }, { 'ba-user-token': token });
      expect(allowed.streamed).toBe(true);
    } finally {
      await setAssistant({ loginset: 0 });
    }
  });

  it('charges a member with 3 points exactly 3 answers at 1 point each, logged once per answer', async () => {
    await setAssistant({ score_per_message: 1 });
    try {
      const member = await createMember(server.database.db);
      await givePoints(server.database.db, member.id, 3);
      const token = await loginAs(server.database.db, member.id);
      const info = await init({ 'ba-user-token': token });
      expect(info.free_count_left).toBeNull();
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          send({ chatkey: info.chatkey, content: 'Do you deliver?' }, { 'ba-user-token': token }),
        ),
      );
      expect(results.filter((result) => result.streamed)).toHaveLength(3);
      for (const result of results) {
        if (!result.streamed) expect(result.envelope).toMatchObject({ code: 0, msg: 'Insufficient points' });
      }
      expect(await pointsOf(server.database.db, member.id)).toBe(0);
      const holds = await server.database.db
        .selectFrom('points_hold')
        .select('id')
        .where('user_id', '=', member.id)
        .execute();
      expect(holds).toEqual([]);
      const logs = await server.database.db
        .selectFrom('user_score_log')
        .selectAll()
        .where('user_id', '=', member.id)
        .where('score', '=', -1)
        .execute();
      expect(logs).toHaveLength(3);
    } finally {
      await setAssistant({ score_per_message: 0 });
    }
  });

  it('keeps every conversation to its owner: history, feedback and rename', async () => {
    const owner = await visitor();
    const intruder = await visitor();
    const result = await send({ chatkey: owner.info.chatkey, content: 'Do you have wifi?' }, owner.headers);
    if (!result.streamed) throw new Error('expected a stream');
    const meta = result.events[0] as Extract<TChatEvent, { type: 'meta' }>;
    const peek = await server.request(
      `/api/chat/history?chatkey=${owner.info.chatkey}&conversation_id=${meta.conversation_id}`,
      { headers: intruder.headers },
    );
    expect(peek.body.code).toBe(0);
    const own = await server.request(`/api/chat/history?chatkey=${owner.info.chatkey}`, {
      headers: intruder.headers,
    });
    expect(own.body.data.list).toEqual([]);
    const rate = await server.post(
      '/api/chat/feedback',
      { message_id: meta.message_id, rating: -1 },
      intruder.headers,
    );
    expect(rate.body.code).toBe(0);
    expect(
      (await server.post('/api/chat/feedback', { message_id: meta.message_id, rating: 1 }, owner.headers))
        .body.code,
    ).toBe(1);

    const alice = await createMember(server.database.db);
    const bob = await createMember(server.database.db);
    const aliceToken = await loginAs(server.database.db, alice.id);
    const bobToken = await loginAs(server.database.db, bob.id);
    const aliceChat = await send(
      { chatkey: owner.info.chatkey, content: 'menu?' },
      { 'ba-user-token': aliceToken },
    );
    if (!aliceChat.streamed) throw new Error('expected a stream');
    const aliceMeta = aliceChat.events[0] as Extract<TChatEvent, { type: 'meta' }>;
    const rename = await server.post(
      '/api/chat/conversation',
      { id: aliceMeta.conversation_id, action: 'rename', title: 'mine' },
      { 'ba-user-token': bobToken },
    );
    expect(rename.body.code).toBe(0);
    const visitorRename = await server.post(
      '/api/chat/conversation',
      { id: aliceMeta.conversation_id, action: 'delete' },
      owner.headers,
    );
    expect(visitorRename.body.code).toBe(303);
    const bobList = await server.request('/api/chat/conversations', {
      headers: { 'ba-user-token': bobToken },
    });
    expect(bobList.body.data).toEqual({ list: [], total: 0 });
    const aliceList = await server.request('/api/chat/conversations?keyword=men', {
      headers: { 'ba-user-token': aliceToken },
    });
    expect(aliceList.body.data.total).toBe(1);
  });

  it('moves a visitor’s conversations to the member who logs in on that browser', async () => {
    const { info, headers } = await visitor();
    await send({ chatkey: info.chatkey, content: 'Where are you?' }, headers);
    const member = await createMember(server.database.db);
    const token = await loginAs(server.database.db, member.id);
    await init({ visitor: info.visitor, 'ba-user-token': token });
    const list = await server.request('/api/chat/conversations', { headers: { 'ba-user-token': token } });
    expect(list.body.data.total).toBe(1);
  });

  it("finds a member's conversations by a message's words (any case, Chinese without spaces) and by store name", async () => {
    const member = await createMember(server.database.db);
    const headers = { 'ba-user-token': await loginAs(server.database.db, member.id) };
    const { chatkey } = await init(headers);
    const ask = async (content: string, conversationId?: number) => {
      const result = await send({ chatkey, content, conversation_id: conversationId }, headers);
      if (!result.streamed || result.events[0]?.type !== 'meta') throw new Error('expected a stream');
      return result.events[0].conversation_id;
    };
    const first = await ask('Hello there');
    await ask('Do you have OAT milk for the latte?', first);
    const second = await ask('你好');
    await ask('我想要一杯燕麦拿铁，可以吗', second);
    const search = async (keyword: string) =>
      (await server.request(`/api/chat/conversations?keyword=${encodeURIComponent(keyword)}`, { headers }))
        .body.data as { list: Array<{ id: number; title: string; match?: string }>; total: number };

    const oat = await search('oat milk');
    expect(oat.list.map((item) => item.id)).toEqual([first]);
    expect(oat.list[0]?.match?.toLowerCase()).toContain('oat milk');
    const chinese = await search('燕麦');
    expect(chinese.list.map((item) => item.id)).toEqual([second]);
    expect(chinese.list[0]?.match).toContain('燕麦拿铁');
    // A title the member gave finds it too, with no message words to show.
    await server.post(
      '/api/chat/conversation',
      { id: first, action: 'rename', title: 'Weekend plans' },
      headers,
    );
    const titled = await search('PLANS');
    expect(titled.list.map((item) => item.id)).toEqual([first]);
    expect(titled.list[0]).not.toHaveProperty('match');
    // Both are with the demo store: its name finds both.
    expect((await search(DEMO_STORE.name.slice(0, 3))).total).toBe(2);
    expect((await search('kombucha')).total).toBe(0);
  });

  it('regenerates the last answer in place', async () => {
    const { info, headers } = await visitor();
    const first = await send({ chatkey: info.chatkey, content: 'Do you take cards?' }, headers);
    if (!first.streamed) throw new Error('expected a stream');
    const meta = first.events[0] as Extract<TChatEvent, { type: 'meta' }>;
    const again = await send(
      {
        chatkey: info.chatkey,
        content: 'Do you take cards?',
        conversation_id: meta.conversation_id,
        regenerate: true,
      },
      headers,
    );
    expect(again.streamed).toBe(true);
    const history = await server.request(
      `/api/chat/history?chatkey=${info.chatkey}&conversation_id=${meta.conversation_id}`,
      { headers },
    );
    expect(history.body.data.list.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
  });

  it('refuses bad sends with a message and no stream', async () => {
    const { info, headers } = await visitor();
    const empty = await send({ chatkey: info.chatkey, content: '   ' }, headers);
    expect(empty.streamed ? null : empty.envelope.msg).toBe('Content cannot be empty');
    const unknown = await send({ chatkey: 'ck_unknown_key', content: 'hi' }, headers);
    expect(unknown.streamed ? null : unknown.envelope.code).toBe(0);
    const noVisitor = await send({ chatkey: info.chatkey, content: 'hi' }, { 'x-forwarded-for': newIp() });
    expect(noVisitor.streamed ? null : noVisitor.envelope.msg).toBe(
      'Your chat session is no longer valid, please reload the page',
    );
  });
});
