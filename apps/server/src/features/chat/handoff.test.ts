import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, givePoints, loginAs, pointsOf } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { openLive } from '../../test/live.js';
import { addStore, askStore, storeOwnerOf } from '../../test/store-fixtures.js';

describe.each(TEST_DIALECTS)('talking to the store on %s', (dialect) => {
  let server: TestServer;
  let operator: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner: operator, editor } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  /** A store with its owner signed in, and a visitor who asked it something its (empty) knowledge lacks. */
  async function storeWithVisitor(
    question = 'Do you repair old bicycles?',
    asker: Record<string, string> = {},
  ) {
    const store = await addStore(server, operator.headers);
    const owner = await storeOwnerOf(server, store.id);
    const asked = await askStore(server, { storeuuid: store.storeuuid, question, headers: asker });
    const { chatkey } = await server.data('/api/chat/init', { ...asked.headers, storeuuid: store.storeuuid });
    const conversation = { chatkey, conversation_id: asked.conversationId };
    const visitor = {
      post: (path: string, body: unknown) => server.post(`/api/chat/${path}`, body, asked.headers),
      history: () =>
        server.data(
          `/api/chat/history?chatkey=${chatkey}&conversation_id=${asked.conversationId}`,
          asked.headers,
        ),
      send: (content: string) =>
        fetch(`${server.url}/api/chat/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...asked.headers },
          body: JSON.stringify({ ...conversation, content }),
        }),
    };
    const shop = {
      get: (path: string) => server.request(`/api/shop/handoffs/${path}`, { headers: owner.headers }),
      post: (path: string, body: unknown) => server.post(`/api/shop/handoffs/${path}`, body, owner.headers),
    };
    return { store, owner, asked, chatkey, conversation, visitor, shop };
  }

  const usageRows = (subject: string) =>
    server.database.db.selectFrom('chat_usage').select('count').where('subject', '=', subject).execute();

  it('hands over with a contact, pauses the assistant at no cost, takes free replies, and returns', async () => {
    const { asked, conversation, visitor, shop } = await storeWithVisitor();
    expect(asked.events.find((event) => event.type === 'done')).toMatchObject({ unanswered: true });
    const opened = await visitor.post('handoff/open', {
      ...conversation,
      name: 'Li',
      contact: 'li@example.com',
    });
    expect(opened.body).toMatchObject({
      code: 1,
      msg: 'The store has your conversation',
      data: {
        state: 'waiting',
        conversation_id: asked.conversationId,
        contact: 'li@example.com',
        name: 'Li',
      },
    });
    // Asked again (another click, another tab): the same handoff.
    expect((await visitor.post('handoff/open', conversation)).body.data.id).toBe(opened.body.data.id);

    const usage = await usageRows(`v:${asked.headers.visitor}`);
    const refused = await visitor.send('Hello assistant?');
    expect(await refused.json()).toMatchObject({
      code: 0,
      msg: expect.stringContaining('with the store now'),
    });
    expect(await usageRows(`v:${asked.headers.visitor}`)).toEqual(usage);

    const said = await visitor.post('handoff/message', { ...conversation, content: 'Is anyone there?' });
    expect(said.body).toMatchObject({ code: 1, data: { role: 'user', content: 'Is anyone there?' } });
    const waiting = await visitor.history();
    expect(waiting.handoff).toMatchObject({ id: opened.body.data.id, state: 'waiting', reply_minutes: null });

    const inbox = (await shop.get('index')).body.data;
    expect(inbox).toMatchObject({
      total: 1,
      list: [
        {
          id: opened.body.data.id,
          state: 'waiting',
          by: 'visitor',
          contact: 'li@example.com',
          question: 'Do you repair old bicycles?',
          last_message: 'Is anyone there?',
          lang: 'en',
          first_reply_time: null,
        },
      ],
    });
    const detail = (await shop.get(`detail?id=${opened.body.data.id}`)).body.data;
    expect(detail.messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
    ]);
    expect(detail.messages[1]).toMatchObject({ unanswered: 1 });

    const replied = await shop.post('reply', { id: opened.body.data.id, content: 'Yes, bring it by.' });
    expect(replied.body).toMatchObject({ code: 1, data: { handoff: { state: 'replied' } } });
    expect(replied.body.data.handoff.first_reply_time).toBeGreaterThan(0);
    const seen = await visitor.history();
    expect(seen.list.at(-1)).toMatchObject({ role: 'store', content: 'Yes, bring it by.' });
    expect(seen.handoff.state).toBe('replied');
    expect(await usageRows(`v:${asked.headers.visitor}`)).toEqual(usage);
    const author = await server.database.db
      .selectFrom('message')
      .select(['author', 'handoff_id'])
      .where('role', '=', 'store')
      .where('conversation_id', '=', asked.conversationId)
      .executeTakeFirstOrThrow();
    expect(author).toEqual({
      author: expect.stringMatching(/^member:\d+$/),
      handoff_id: opened.body.data.id,
    });

    // The visitor writes again: the store's turn again.
    await visitor.post('handoff/message', { ...conversation, content: 'Thanks! Tomorrow?' });
    expect((await shop.get('index?state=waiting')).body.data.total).toBe(1);

    const back = await visitor.post('handoff/return', conversation);
    expect(back.body).toMatchObject({ code: 1, data: { state: 'closed', closed_by: 'visitor' } });
    expect((await visitor.history()).handoff).toBeNull();
    expect((await shop.post('reply', { id: opened.body.data.id, content: 'Late' })).body).toMatchObject({
      code: 0,
      msg: expect.stringContaining('back with the assistant'),
    });
    expect((await shop.get('index')).body.data.total).toBe(0);
    expect((await shop.get('index?state=closed')).body.data.total).toBe(1);
    // The assistant answers again, and the model's context has the store's reply.
    const again = await visitor.send('Do you repair old bicycles?');
    expect(again.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await again.text();
    expect((await visitor.post('handoff/return', conversation)).body).toMatchObject({ code: 0 });
  });

  it("charges a member nothing while the store has the conversation, and the owner's close hands it back", async () => {
    const member = await createMember(server.database.db);
    await givePoints(server.database.db, member.id, 10);
    const token = await loginAs(server.database.db, member.id);
    const { store, asked, conversation, visitor, shop } = await storeWithVisitor('Gift wrapping?', {
      'ba-user-token': token,
    });
    await server.database.db
      .updateTable('assistant')
      .set({ score_per_message: 2 })
      .where('store_id', '=', store.id)
      .execute();
    const before = await pointsOf(server.database.db, member.id);
    const handoff = (await visitor.post('handoff/open', conversation)).body.data;
    expect((await shop.get('index')).body.data.list).toMatchObject([{ by: 'member', contact: '' }]);
    await visitor.post('handoff/message', { ...conversation, content: 'Hello?' });
    await shop.post('reply', { id: handoff.id, content: 'Yes, for free.' });
    expect((await (await visitor.send('And cards?')).json()).code).toBe(0);
    expect(await pointsOf(server.database.db, member.id)).toBe(before);
    const live = await openLive(
      `${server.url}/api/chat/live?chatkey=${conversation.chatkey}&conversation_id=${asked.conversationId}`,
      asked.headers,
    );
    await live.next((event) => event.type === 'handoff' && event.handoff?.state === 'replied');
    expect((await shop.post('close', { id: handoff.id })).body).toMatchObject({
      code: 1,
      data: { state: 'closed', closed_by: 'store' },
    });
    await live.next((event) => event.type === 'handoff' && event.handoff === null);
    live.close();
    const answered = await visitor.send('And cards?');
    expect(answered.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await answered.text();
    expect(await pointsOf(server.database.db, member.id)).toBe(before - 2);
  });

  it('sends store replies to the open chat and new handoffs and messages to the open inbox, live', async () => {
    const { store, owner, asked, conversation, visitor, shop } = await storeWithVisitor('Open on holidays?');
    const inbox = await openLive(`${server.url}/api/shop/handoffs/live`, owner.headers);
    const console = await openLive(`${server.url}/api/admin/handoffs/live`, { ...EN, ...editor.headers });
    await inbox.next((event) => event.type === 'ready');
    await console.next((event) => event.type === 'ready');
    const chat = await openLive(
      `${server.url}/api/chat/live?chatkey=${conversation.chatkey}&conversation_id=${asked.conversationId}&after=${asked.answerId}`,
      asked.headers,
    );
    expect(chat.contentType).toMatch(/^text\/event-stream/);
    await chat.next((event) => event.type === 'handoff' && event.handoff === null);

    const handoff = (await visitor.post('handoff/open', { ...conversation, contact: '+86 138 0000 0000' }))
      .body.data;
    const opened = await inbox.next((event) => event.type === 'handoff' && event.handoff.id === handoff.id);
    expect(opened.handoff).toMatchObject({
      state: 'waiting',
      contact: '+86 138 0000 0000',
      store_id: store.id,
    });
    await console.next((event) => event.type === 'handoff' && event.handoff.id === handoff.id);
    await chat.next((event) => event.type === 'handoff' && event.handoff?.state === 'waiting');

    await visitor.post('handoff/message', { ...conversation, content: 'Christmas day?' });
    await inbox.next((event) => event.type === 'handoff' && event.handoff.last_message === 'Christmas day?');

    await shop.post('reply', { id: handoff.id, content: 'Closed on Christmas day.' });
    const reply = await chat.next((event) => event.type === 'message');
    expect(reply.message).toMatchObject({ role: 'store', content: 'Closed on Christmas day.' });
    await chat.next((event) => event.type === 'handoff' && event.handoff?.state === 'replied');

    // An operator answers for the store.
    const answered = await server.post(
      '/api/admin/handoffs/reply',
      { id: handoff.id, content: 'From the site team.' },
      { ...EN, ...editor.headers },
    );
    expect(answered.body).toMatchObject({ code: 1 });
    await chat.next((event) => event.type === 'message' && event.message.content === 'From the site team.');
    const listed = await server.data(`/api/admin/handoffs/index?store_id=${store.id}`, editor.headers);
    expect(listed.list).toMatchObject([{ id: handoff.id, state: 'replied', store_name: store.name }]);

    // A chat that reconnects after the last message it shows gets only what came after it.
    const again = await openLive(
      `${server.url}/api/chat/live?chatkey=${conversation.chatkey}&conversation_id=${asked.conversationId}&after=${reply.message.id}`,
      asked.headers,
    );
    await again.next((event) => event.type === 'handoff');
    expect(
      again.events.filter((event) => event.type === 'message').map((event) => event.message.content),
    ).toEqual(['From the site team.']);
    for (const stream of [inbox, console, chat, again]) stream.close();
    // Nobody else's conversation: another visitor's stream is refused before it opens.
    const stranger = await askStore(server, { storeuuid: store.storeuuid, question: 'Hi' });
    const refused = await openLive(
      `${server.url}/api/chat/live?chatkey=${conversation.chatkey}&conversation_id=${asked.conversationId}`,
      stranger.headers,
    );
    expect(refused.body).toMatchObject({ code: 0, msg: 'Conversation not found' });
  });

  it('keeps visitors to their own conversations and rate-limits handing over and writing', async () => {
    const { asked, conversation, visitor } = await storeWithVisitor('Parking?');
    const stranger = await askStore(server, {
      storeuuid: (await addStore(server, operator.headers)).storeuuid,
      question: 'x',
    });
    for (const path of ['handoff/open', 'handoff/return']) {
      expect((await server.post(`/api/chat/${path}`, conversation, stranger.headers)).body).toMatchObject({
        code: 0,
        msg: 'Conversation not found',
      });
    }
    expect(
      (await server.post('/api/chat/handoff/message', { ...conversation, content: 'hi' }, stranger.headers))
        .body,
    ).toMatchObject({ code: 0, msg: 'Conversation not found' });
    expect((await visitor.post('handoff/message', { ...conversation, content: 'hi' })).body).toMatchObject({
      code: 0,
      msg: expect.stringContaining('not with the store'),
    });
    expect(
      (await visitor.post('handoff/open', { ...conversation, contact: 'not a contact' })).body,
    ).toMatchObject({
      code: 0,
      msg: 'Please enter a phone number or an e-mail address',
    });

    // Three handoffs an hour by one visitor: the fourth (even in a new conversation) is refused.
    for (let round = 0; round < 3; round++) {
      expect((await visitor.post('handoff/open', conversation)).body.code).toBe(1);
      if (round < 2) await visitor.post('handoff/return', conversation);
    }
    // The refused message above counted too: 20 in all.
    for (let message = 0; message < 19; message++) {
      const said = await visitor.post('handoff/message', { ...conversation, content: `Message ${message}` });
      expect(said.body.code).toBe(1);
    }
    const flooded = await visitor.post('handoff/message', { ...conversation, content: 'One more' });
    expect(flooded.status).toBe(429);
    await visitor.post('handoff/return', conversation);
    const fourth = await visitor.post('handoff/open', conversation);
    expect(fourth.status).toBe(429);
    expect((await visitor.post('handoff/open', { chatkey: conversation.chatkey })).status).toBe(429);
    const handoffs = await server.database.db
      .selectFrom('handoff')
      .select('id')
      .where('conversation_id', '=', asked.conversationId)
      .execute();
    expect(handoffs).toHaveLength(3);
  });

  it('starts a conversation with the store when the visitor has none yet', async () => {
    const store = await addStore(server, operator.headers);
    const owner = await storeOwnerOf(server, store.id);
    const init = await server.request('/api/chat/init', {
      headers: { ...EN, storeuuid: store.storeuuid, 'x-forwarded-for': '10.77.0.1' },
    });
    const headers = { ...EN, visitor: init.body.data.visitor, 'x-forwarded-for': '10.77.0.1' };
    const opened = await server.post('/api/chat/handoff/open', { chatkey: init.body.data.chatkey }, headers);
    expect(opened.body).toMatchObject({ code: 1, data: { state: 'waiting' } });
    const history = await server.data(`/api/chat/history?chatkey=${init.body.data.chatkey}`, headers);
    expect(history).toMatchObject({ conversation_id: opened.body.data.conversation_id, list: [] });
    expect(history.handoff.id).toBe(opened.body.data.id);
    const inbox = await server.data('/api/shop/handoffs/index', owner.headers);
    expect(inbox.list).toMatchObject([{ id: opened.body.data.id, question: '' }]);
  });
});
