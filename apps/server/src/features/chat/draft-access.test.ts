import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, loginAs } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestBody, type TestServer } from '../../test/harness.js';
import { answerText } from '../../test/sse.js';
import { addStore, askStore, storeOwnerOf } from '../../test/store-fixtures.js';

const QUESTION = 'Do you rent canoes?';
/** Knowledge that exists only in the draft: the published assistant never says it. */
const DRAFT_ONLY = 'Yes, canoes are 30 yuan an hour.';
const TRY_HOST = 'try.example.com';

describe.each(TEST_DIALECTS)("who reaches a store's draft assistant on %s", (dialect) => {
  let server: TestServer;
  let operator: TOperatorSession;
  let store: TestBody;
  const chatkeys = { draft: '', published: '' };

  beforeAll(async () => {
    ({ server, owner: operator } = await startConsoleServer(dialect, {
      CHAT_HOSTS: `${TRY_HOST}=testagent`,
    }));
    store = await addStore(server, operator.headers);
    const added = await server.post(
      '/api/admin/knowledge/add',
      { store_id: store.id, lang: 'en', question: QUESTION, answer: DRAFT_ONLY },
      { ...EN, ...operator.headers },
    );
    expect(added.body).toMatchObject({ code: 1 });
    const rows = await server.database.db
      .selectFrom('assistant')
      .select(['variant', 'chatkey'])
      .where('store_id', '=', store.id)
      .execute();
    for (const row of rows) chatkeys[row.variant] = row.chatkey;
  });
  afterAll(() => server.close());

  /** `GET /api/chat/init` asking for the draft, on `host` (the server's own address when not given). */
  const initTestagent = async (headers: Record<string, string> = {}, host?: string) => {
    const response = await server.app.inject({
      url: '/api/chat/init',
      headers: {
        ...EN,
        storeuuid: store.storeuuid,
        'agent-type': 'testagent',
        ...(host ? { host } : {}),
        ...headers,
      },
    });
    const body = response.json();
    expect(body, JSON.stringify(body)).toMatchObject({ code: 1 });
    return body.data;
  };

  it('gives a visitor asking for testagent on any other host the published assistant', async () => {
    const data = await initTestagent();
    expect(data.chatkey).toBe(chatkeys.published);
    expect(data.agentType).toBe('agent');
    const asked = await askStore(server, {
      storeuuid: store.storeuuid,
      question: QUESTION,
      agentType: 'testagent',
    });
    expect(asked.text).not.toBe(DRAFT_ONLY);
  });

  it("refuses a visitor's send to the draft's chatkey", async () => {
    const visitor = (await initTestagent({ 'x-forwarded-for': '10.31.0.1' })).visitor;
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...EN, visitor, 'x-forwarded-for': '10.31.0.1' },
      body: JSON.stringify({ chatkey: chatkeys.draft, content: QUESTION }),
    });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ code: 0 });
  });

  it('gives a member who does not run the store the published assistant, and its owner the draft', async () => {
    const stranger = await createMember(server.database.db);
    const strangerHeaders = { 'ba-user-token': await loginAs(server.database.db, stranger.id) };
    expect((await initTestagent(strangerHeaders)).chatkey).toBe(chatkeys.published);

    const owner = await storeOwnerOf(server, store.id);
    const ownerHeaders = { 'ba-user-token': owner.token };
    expect(await initTestagent(ownerHeaders)).toMatchObject({
      chatkey: chatkeys.draft,
      agentType: 'testagent',
    });
    const tried = await askStore(server, {
      storeuuid: store.storeuuid,
      question: QUESTION,
      agentType: 'testagent',
      headers: ownerHeaders,
    });
    expect(tried.text).toBe(DRAFT_ONLY);
  });

  it('gives an operator of the console the draft', async () => {
    expect((await initTestagent(operator.headers)).chatkey).toBe(chatkeys.draft);
    const tried = await askStore(server, {
      storeuuid: store.storeuuid,
      question: QUESTION,
      agentType: 'testagent',
      headers: operator.headers,
    });
    expect(tried.text).toBe(DRAFT_ONLY);
  });

  it('gives anyone the draft on a host configured as testagent', async () => {
    const data = await initTestagent({}, TRY_HOST);
    expect(data).toMatchObject({ chatkey: chatkeys.draft, agentType: 'testagent' });
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      headers: { ...EN, host: TRY_HOST, visitor: data.visitor, 'content-type': 'application/json' },
      payload: JSON.stringify({ chatkey: chatkeys.draft, content: QUESTION }),
    });
    expect(sent.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = sent.body
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice('data: '.length)));
    expect(answerText(events)).toBe(DRAFT_ONLY);
  });
});
