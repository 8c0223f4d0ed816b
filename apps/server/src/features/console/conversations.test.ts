import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { parseCsv } from '../../lib/csv.js';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, loginAs } from '../../test/factories.js';
import { startFakeOpenAI, type TFakeOpenAI } from '../../test/fake-openai.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { addStore, askStore } from '../../test/store-fixtures.js';

const KNOWN = 'Do you have parking?';
const UNKNOWN = 'Can I bring my own cake?';

describe.each(TEST_DIALECTS)('console conversations on %s', (dialect) => {
  let server: TestServer;
  let upstream: TFakeOpenAI;
  let owner: TOperatorSession;
  beforeAll(async () => {
    upstream = await startFakeOpenAI({ chunks: ['Maybe.'] });
    ({ server, owner } = await startConsoleServer(dialect));
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  const get = (path: string) => server.data(`/api/admin/conversations/${path}`, owner.headers);
  const post = (path: string, body: unknown) =>
    server.post(`/api/admin/conversations/${path}`, body, { ...EN, ...owner.headers });

  /** A store whose published assistant knows about parking, with one visitor's and one member's chat. */
  async function storeWithChats() {
    const store = await addStore(server, owner.headers);
    await server.post(
      '/api/admin/knowledge/add',
      { store_id: store.id, lang: 'en', question: KNOWN, answer: 'Yes, two spaces.' },
      owner.headers,
    );
    await server.post('/api/admin/assistants/publish', { store_id: store.id }, owner.headers);
    const visitor = await askStore(server, { storeuuid: store.storeuuid, question: KNOWN });
    await server.post('/api/chat/feedback', { message_id: visitor.answerId, rating: 1 }, visitor.headers);
    const member = await createMember(server.database.db);
    const memberHeaders = { 'ba-user-token': await loginAs(server.database.db, member.id) };
    const asked = await askStore(server, {
      storeuuid: store.storeuuid,
      question: UNKNOWN,
      headers: memberHeaders,
    });
    await server.post('/api/chat/feedback', { message_id: asked.answerId, rating: -1 }, asked.headers);
    await askStore(server, {
      storeuuid: store.storeuuid,
      question: UNKNOWN,
      agentType: 'testagent',
      headers: owner.headers,
    });
    return { store, visitor, member, asked };
  }

  it('lists a store’s conversations with their counts, filtered by feedback, unanswered and dates', async () => {
    const { store, visitor, member, asked } = await storeWithChats();
    const page = await get(`index?store_id=${store.id}&sort=id&direction=asc`);
    expect(page.list).toMatchObject([
      { id: visitor.conversationId, by: 'visitor', user_id: null, messages: 2, rated_up: 1, unanswered: 0 },
      { id: asked.conversationId, by: 'member', user_id: member.id, rated_down: 1, unanswered: 1 },
    ]);
    expect(page.list[0]).toMatchObject({
      storeuuid: store.storeuuid,
      store_name: store.name,
      agent_type: 'agent',
    });
    const idsOf = async (query: string) =>
      (await get(`index?store_id=${store.id}&${query}`)).list.map((row: { id: number }) => row.id);
    expect(await idsOf('feedback=up')).toEqual([visitor.conversationId]);
    expect((await idsOf('feedback=&unanswered=&agent_type=&from=&to=')).length).toBe(2);
    expect(await idsOf('feedback=down')).toEqual([asked.conversationId]);
    expect(await idsOf('unanswered=1')).toEqual([asked.conversationId]);
    expect(await idsOf('unanswered=0')).toEqual([visitor.conversationId]);
    expect((await idsOf('agent_type=testagent')).length).toBe(1);
    expect(await idsOf(`from=${nowSeconds() + 3600}`)).toEqual([]);
    expect((await idsOf(`from=${nowSeconds() - 3600}&to=${nowSeconds() + 60}`)).length).toBe(2);

    expect(await get(`detail?id=${asked.conversationId}`)).toMatchObject({
      id: asked.conversationId,
      messages: 2,
    });
    const messages = await get(`messages?id=${asked.conversationId}`);
    expect(messages.list).toMatchObject([
      { role: 'user', content: UNKNOWN, unanswered: 0, active: true },
      { role: 'assistant', rating: -1, unanswered: 1 },
    ]);
    expect(
      (
        await server.request('/api/admin/conversations/detail?id=999999', {
          headers: { ...EN, ...owner.headers },
        })
      ).body,
    ).toMatchObject({ code: 0, msg: 'This conversation does not exist' });
  });

  it('exports the messages of the matching conversations as CSV', async () => {
    const { store, asked } = await storeWithChats();
    const file = await get(`export?store_id=${store.id}`);
    expect(file.filename).toMatch(/^conversations-\d{8}\.csv$/);
    const [header, ...rows] = parseCsv(file.content);
    expect(header).toEqual([
      'conversation_id',
      'store',
      'title',
      'agent_type',
      'by',
      'message_id',
      'role',
      'content',
      'status',
      'rating',
      'unanswered',
      'time (UTC+08:00 Asia/Shanghai)',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row[5] === String(asked.answerId))).toMatchObject([
      String(asked.conversationId),
      store.name,
      UNKNOWN,
      'agent',
      expect.stringMatching(/^member \d+$/),
      String(asked.answerId),
      'assistant',
      expect.stringContaining('has no answer'),
      'done',
      '-1',
      '1',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    ]);
  });

  it('exports the ticked conversations as the list’s export writes them, in the reader’s zone', async () => {
    const { store, visitor, asked } = await storeWithChats();
    const tz = 'Asia/Kolkata';
    const all = parseCsv((await get(`export?store_id=${store.id}&tz=${encodeURIComponent(tz)}`)).content);
    const selected = await post('exportSelected', { ids: [asked.conversationId], tz });
    expect(selected.body).toMatchObject({ code: 1, data: { filename: expect.stringMatching(/\.csv$/) } });
    const [header, ...rows] = parseCsv(selected.body.data.content);
    expect(header).toEqual(all[0]);
    expect(header?.at(-1)).toBe('time (UTC+05:30 Asia/Kolkata)');
    expect(rows).toEqual(all.slice(1).filter((row) => row[0] === String(asked.conversationId)));
    expect(rows).toHaveLength(2);

    const both = await post('exportSelected', { ids: [asked.conversationId, visitor.conversationId], tz });
    expect(parseCsv(both.body.data.content)).toEqual(all);
    const missing = await post('exportSelected', { ids: [asked.conversationId, 999_999], tz });
    expect(missing.body).toMatchObject({ code: 0, msg: 'This conversation does not exist' });
  });

  it("writes the times in the reader's zone, named in the header: China time when none is given", async () => {
    const { store, asked } = await storeWithChats();
    const answer = await server.database.db
      .selectFrom('message')
      .select('create_time')
      .where('id', '=', asked.answerId)
      .executeTakeFirstOrThrow();
    const shifted = (hours: number) =>
      new Date((Number(answer.create_time) + hours * 3600) * 1000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' ');
    const timeIn = async (zone: string) => {
      const file = await get(`export?store_id=${store.id}${zone ? `&tz=${encodeURIComponent(zone)}` : ''}`);
      const [header, ...rows] = parseCsv(file.content);
      return [header?.at(-1), rows.find((row) => row[5] === String(asked.answerId))?.at(-1)];
    };
    expect(await timeIn('')).toEqual(['time (UTC+08:00 Asia/Shanghai)', shifted(8)]);
    expect(await timeIn('UTC')).toEqual(['time (UTC+00:00 UTC)', shifted(0)]);
    expect(await timeIn('Asia/Kolkata')).toEqual(['time (UTC+05:30 Asia/Kolkata)', shifted(5.5)]);
    const unknown = await server.request(
      `/api/admin/conversations/export?store_id=${store.id}&tz=Mars%2FBase`,
      {
        headers: { ...EN, ...owner.headers },
      },
    );
    expect(unknown.body).toMatchObject({ code: 0 });
  });

  it('turns an unanswered question into a draft entry, logged, which answers once published', async () => {
    const { store, asked } = await storeWithChats();
    const open = await get(`unanswered?store_id=${store.id}`);
    expect(open).toMatchObject({
      total: 1,
      list: [{ message_id: asked.answerId, question: UNKNOWN, store_name: store.name, resolved: false }],
    });
    const answer = 'Yes, for a small fee.';
    const turned = await post('toKnowledge', {
      message_id: asked.answerId,
      lang: 'en',
      question: UNKNOWN,
      answer,
    });
    expect(turned.body).toMatchObject({ code: 1, data: { question: UNKNOWN, answer } });
    expect((await get(`unanswered?store_id=${store.id}`)).total).toBe(0);
    expect((await get(`unanswered?store_id=${store.id}&status=resolved`)).list).toMatchObject([
      { resolved: true },
    ]);
    expect(await logRowsOf(server, 'knowledge.add', turned.body.data.id)).toHaveLength(1);

    expect((await askStore(server, { storeuuid: store.storeuuid, question: UNKNOWN })).text).not.toBe(answer);
    await server.post('/api/admin/assistants/publish', { store_id: store.id }, owner.headers);
    expect((await askStore(server, { storeuuid: store.storeuuid, question: UNKNOWN })).text).toBe(answer);

    const answered = await post('toKnowledge', {
      message_id: asked.answerId - 1,
      lang: 'en',
      question: 'x',
      answer: 'y',
    });
    expect(answered.body).toMatchObject({
      code: 0,
      msg: 'This answer is not one the assistant could not give',
    });
  });

  it("marks a model's answer unanswered when no knowledge entry covers the question", async () => {
    const { store } = await storeWithChats();
    await server.post(
      '/api/admin/assistants/provider',
      { store_id: store.id, provider: 'openai-compatible', base_url: upstream.url, model: 'm' },
      owner.headers,
    );
    await server.post('/api/admin/assistants/publish', { store_id: store.id }, owner.headers);
    const covered = await askStore(server, { storeuuid: store.storeuuid, question: KNOWN });
    const uncovered = await askStore(server, { storeuuid: store.storeuuid, question: 'Is there a piano?' });
    const greeting = await askStore(server, { storeuuid: store.storeuuid, question: 'Hello!' });
    expect(covered.text).toBe('Maybe.');
    const flags = await server.database.db
      .selectFrom('message')
      .select(['id', 'unanswered'])
      .where('id', 'in', [covered.answerId, uncovered.answerId, greeting.answerId])
      .orderBy('id')
      .execute();
    expect(flags.map((row) => row.unanswered)).toEqual([0, 1, 0]);
  });
});
