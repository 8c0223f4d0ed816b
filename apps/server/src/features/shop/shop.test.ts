import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, givePoints, loginAs, pointsOf } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { openLive } from '../../test/live.js';
import { addStore, askStore, storeOwnerOf } from '../../test/store-fixtures.js';

const TEXTS = {
  name: { 'zh-cn': '面包店助手', en: 'Bakery helper' },
  system_prompt: '',
  welcome: { 'zh-cn': '你好', en: 'Hi' },
  suggestions: { 'zh-cn': [], en: ['Gluten free?'] },
};

describe.each(TEST_DIALECTS)('My store on %s', (dialect) => {
  let server: TestServer;
  let operator: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner: operator } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const as = (headers: Record<string, string>) => ({
    get: (path: string) => server.request(`/api/shop/${path}`, { headers: { ...EN, ...headers } }),
    post: (path: string, body: unknown = {}) => server.post(`/api/shop/${path}`, body, { ...EN, ...headers }),
  });

  it("edits the store's card but not its operator marks, and shows the change in the listing", async () => {
    const store = await addStore(server, operator.headers);
    const shop = as((await storeOwnerOf(server, store.id)).headers);
    expect((await shop.get('store/detail')).body).toMatchObject({ code: 1, data: { id: store.id } });
    const saved = await shop.post('store/edit', {
      name: { 'zh-cn': '店主命名', en: 'Owner named' },
      hours: '07:00-19:00',
      status: 'closed',
      featured: true,
      is_default: true,
    });
    expect(saved.body).toMatchObject({
      code: 1,
      data: { name: 'Owner named', hours: '07:00-19:00', status: 'open', featured: false, is_default: false },
    });
    expect((await shop.get('store/detail')).body.data.localized.name).toEqual({
      'zh-cn': '店主命名',
      en: 'Owner named',
    });
    expect(await server.data(`/api/index/instoDetail?storeuuid=${store.storeuuid}`, EN)).toMatchObject({
      name: 'Owner named',
    });
    expect(await server.data(`/api/index/instoDetail?storeuuid=${store.storeuuid}`)).toMatchObject({
      name: '店主命名',
    });
    expect((await shop.post('store/edit', { name: { en: 'x' }, lat: 30 })).body).toMatchObject({
      code: 0,
      data: { field: 'lng' },
    });
  });

  it('edits the draft texts only, tries it as testagent for free, and publishes it', async () => {
    const store = await addStore(server, operator.headers);
    await server.post(
      '/api/admin/assistants/provider',
      { store_id: store.id, provider: 'builtin', api_key: 'sk-owner-must-not-see-1234' },
      operator.headers,
    );
    await server.post(
      '/api/admin/assistants/edit',
      { store_id: store.id, ...TEXTS, free_count: 5, loginset: 0, score_per_message: 3, context_turns: 6 },
      operator.headers,
    );
    const owner = await storeOwnerOf(server, store.id);
    const shop = as(owner.headers);
    const edited = await shop.post('assistant/edit', {
      ...TEXTS,
      system_prompt: 'Be kind.',
      score_per_message: 0,
    });
    expect(edited.body).toMatchObject({
      code: 1,
      data: { draft: { system_prompt: 'Be kind.', score_per_message: 3 } },
    });
    const detail = (await shop.get('assistant/detail')).body;
    expect(detail.data.draft.credentials).toBeNull();
    expect(JSON.stringify(detail)).not.toMatch(/sk-owner|api_key/);

    const question = 'Do you bake sourdough?';
    const answer = 'Every morning at 7.';
    await shop.post('knowledge/add', { lang: 'en', question, answer });
    await givePoints(server.database.db, owner.member.id, 10);
    const tried = await askStore(server, {
      storeuuid: store.storeuuid,
      question,
      agentType: 'testagent',
      headers: { 'ba-user-token': owner.token },
    });
    expect(tried.text).toBe(answer);
    expect(await pointsOf(server.database.db, owner.member.id)).toBe(10);
    // Anyone else asking for testagent is answered by the published assistant, at its price.
    const customer = await createMember(server.database.db);
    await givePoints(server.database.db, customer.id, 10);
    const customerHeaders = { 'ba-user-token': await loginAs(server.database.db, customer.id) };
    const asked = await askStore(server, {
      storeuuid: store.storeuuid,
      question,
      agentType: 'testagent',
      headers: customerHeaders,
    });
    expect(asked.text).not.toBe(answer);
    const published = await server.database.db
      .selectFrom('assistant')
      .select('score_per_message')
      .where('store_id', '=', store.id)
      .where('variant', '=', 'published')
      .executeTakeFirstOrThrow();
    expect(await pointsOf(server.database.db, customer.id)).toBe(10 - published.score_per_message);
    expect((await askStore(server, { storeuuid: store.storeuuid, question })).text).not.toBe(answer);

    expect((await shop.get('assistant/diff')).body.data.knowledge.added.total).toBe(1);
    expect((await shop.post('assistant/publish')).body).toMatchObject({ code: 1, data: { changed: true } });
    expect((await askStore(server, { storeuuid: store.storeuuid, question })).text).toBe(answer);
  });

  it('keeps knowledge, CSV, conversations and unanswered questions to the own store', async () => {
    const store = await addStore(server, operator.headers);
    const shop = as((await storeOwnerOf(server, store.id)).headers);
    const entry = (await shop.post('knowledge/add', { lang: 'en', question: 'Cakes?', answer: 'Yes.' })).body
      .data;
    const file = (await shop.get('knowledge/export')).body.data;
    expect(
      (await shop.post('knowledge/import', { csv: file.content, mode: 'append' })).body.data,
    ).toMatchObject({
      imported: 1,
    });
    expect((await shop.get('knowledge/index?quickSearch=cakes')).body.data.total).toBe(2);
    await shop.post('assistant/publish');

    const asked = await askStore(server, {
      storeuuid: store.storeuuid,
      question: 'Do you deliver to Pudong?',
    });
    const conversations = (await shop.get('conversations/index')).body.data;
    expect(conversations.list).toMatchObject([
      { id: asked.conversationId, by: 'visitor', user_id: null, unanswered: 1 },
    ]);
    expect((await shop.get(`conversations/messages?id=${asked.conversationId}`)).body.data.total).toBe(2);
    const csv = (await shop.get('conversations/export')).body.data.content;
    expect(csv).toContain('Do you deliver to Pudong?');
    const open = (await shop.get('conversations/unanswered')).body.data;
    expect(open.list).toMatchObject([{ message_id: asked.answerId, question: 'Do you deliver to Pudong?' }]);
    const turned = await shop.post('conversations/toKnowledge', {
      message_id: asked.answerId,
      lang: 'en',
      question: 'Do you deliver to Pudong?',
      answer: 'Yes, within the hour.',
    });
    expect(turned.body).toMatchObject({ code: 1, data: { answer: 'Yes, within the hour.' } });
    expect((await shop.get('conversations/unanswered')).body.data.total).toBe(0);
    const disabled = await shop.post('knowledge/status', { ids: [entry.id], status: 'disable' });
    expect(disabled.body).toMatchObject({ code: 1, data: { changed: 1 } });
    expect((await shop.get('knowledge/index')).body.data.list).toContainEqual(
      expect.objectContaining({ id: entry.id, status: 'disable' }),
    );
    expect((await shop.post('knowledge/del', { ids: [entry.id] })).body).toMatchObject({ code: 1 });
  });

  it("refuses every store-scoped endpoint another store's ids, and answers only with the own store", async () => {
    const mine = await addStore(server, operator.headers);
    const theirs = await addStore(server, operator.headers);
    const owner = await storeOwnerOf(server, mine.id);
    const shop = as(owner.headers);
    const other = as((await storeOwnerOf(server, theirs.id)).headers);
    const theirEntry = (
      await other.post('knowledge/add', { lang: 'en', question: 'Secret?', answer: 'Theirs.' })
    ).body.data;
    const theirChat = await askStore(server, {
      storeuuid: theirs.storeuuid,
      question: 'A question nobody answers',
    });
    const theirChatkey = (
      await server.data('/api/chat/init', { ...theirChat.headers, storeuuid: theirs.storeuuid })
    ).chatkey;
    const theirConversation = { chatkey: theirChatkey, conversation_id: theirChat.conversationId };
    const theirHandoff = (await server.post('/api/chat/handoff/open', theirConversation, theirChat.headers))
      .body.data;
    const theirDraftName = (
      await server.data(`/api/admin/assistants/detail?store_id=${theirs.id}`, operator.headers)
    ).draft.name;

    const notFound = (msg: string) => ({ code: 0, msg });
    const entryGone = notFound('This knowledge entry does not exist');
    const chatGone = notFound('This conversation does not exist');
    const entryFields = { lang: 'en', question: 'Mine?', answer: 'Mine.' };
    /** Each shop endpoint, called with the other store's ids (or its store id, which must be ignored). */
    const attempts: Record<string, () => Promise<void>> = {
      'store.detail': async () => {
        expect((await shop.get(`store/detail?id=${theirs.id}`)).body.data.id).toBe(mine.id);
      },
      'store.edit': async () => {
        await shop.post('store/edit', { id: theirs.id, name: { en: 'Hijacked' } });
        expect((await other.get('store/detail')).body.data.name).toBe(theirs.name);
      },
      'assistant.detail': async () => {
        const detail = (await shop.get(`assistant/detail?store_id=${theirs.id}`)).body.data;
        expect(detail.store.id).toBe(mine.id);
      },
      'assistant.edit': async () => {
        await shop.post('assistant/edit', { store_id: theirs.id, ...TEXTS });
        expect((await other.get('assistant/detail')).body.data.draft.name).toEqual(theirDraftName);
      },
      'assistant.diff': async () => {
        expect((await shop.get(`assistant/diff?store_id=${theirs.id}`)).body.data.knowledge.added.total).toBe(
          0,
        );
      },
      'assistant.publish': async () => {
        await shop.post('assistant/publish', { store_id: theirs.id });
        expect((await other.get('assistant/diff')).body.data.changed).toBe(true);
      },
      'checks.evaluation': async () => {
        const evaluation = (await shop.get(`checks/evaluation?store_id=${theirs.id}`)).body.data;
        expect(evaluation.draft.answerable).toBe(0);
      },
      'checks.list': async () => {
        const checks = (await shop.get(`checks/index?store_id=${theirs.id}`)).body.data.list;
        expect(checks.filter((check: { builtin: boolean }) => !check.builtin)).toEqual([]);
      },
      'checks.add': async () => {
        const paraphrase = { kind: 'paraphrase', lang: 'en', question: 'Secret, really?' };
        const added = await shop.post('checks/add', {
          ...paraphrase,
          store_id: theirs.id,
          entry_id: theirEntry.id,
        });
        expect(added.body).toMatchObject(entryGone);
      },
      'checks.del': async () => {
        const theirCheck = (
          await other.post('checks/add', { kind: 'refusal', lang: 'en', question: 'Their refusal?' })
        ).body.data;
        expect(
          (await shop.post('checks/del', { id: theirCheck.id, store_id: theirs.id })).body,
        ).toMatchObject(notFound('This answer check does not exist'));
      },
      'knowledge.list': async () => {
        expect(
          (await shop.get(`knowledge/index?store_id=${theirs.id}&quickSearch=Secret`)).body.data.total,
        ).toBe(0);
      },
      'knowledge.add': async () => {
        await shop.post('knowledge/add', { store_id: theirs.id, ...entryFields });
        expect((await other.get('knowledge/index?quickSearch=Mine')).body.data.total).toBe(0);
      },
      'knowledge.edit': async () => {
        expect((await shop.post('knowledge/edit', { id: theirEntry.id, ...entryFields })).body).toMatchObject(
          entryGone,
        );
      },
      'knowledge.del': async () => {
        expect((await shop.post('knowledge/del', { ids: [theirEntry.id] })).body).toMatchObject(entryGone);
        expect((await other.get('knowledge/index')).body.data.total).toBe(1);
      },
      'knowledge.status': async () => {
        const refused = await shop.post('knowledge/status', { ids: [theirEntry.id], status: 'disable' });
        expect(refused.body).toMatchObject(entryGone);
        expect((await other.get('knowledge/index')).body.data.list).toMatchObject([{ status: 'enable' }]);
      },
      'knowledge.export': async () => {
        expect((await shop.get(`knowledge/export?store_id=${theirs.id}`)).body.data.content).not.toContain(
          'Secret',
        );
      },
      'knowledge.import': async () => {
        const csv = 'lang,question,answer\nen,Imported?,Yes.\n';
        await shop.post('knowledge/import', { store_id: theirs.id, csv, mode: 'replace' });
        expect((await other.get('knowledge/index')).body.data.list).toMatchObject([{ id: theirEntry.id }]);
      },
      'conversations.list': async () => {
        expect((await shop.get(`conversations/index?store_id=${theirs.id}`)).body.data.total).toBe(0);
      },
      'conversations.detail': async () => {
        expect((await shop.get(`conversations/detail?id=${theirChat.conversationId}`)).body).toMatchObject(
          chatGone,
        );
      },
      'conversations.messages': async () => {
        expect((await shop.get(`conversations/messages?id=${theirChat.conversationId}`)).body).toMatchObject(
          chatGone,
        );
      },
      'conversations.export': async () => {
        const csv = (await shop.get(`conversations/export?store_id=${theirs.id}`)).body.data.content;
        expect(csv).not.toContain('A question nobody answers');
      },
      'conversations.unanswered': async () => {
        expect((await shop.get(`conversations/unanswered?store_id=${theirs.id}`)).body.data.total).toBe(0);
      },
      'conversations.toKnowledge': async () => {
        const body = { message_id: theirChat.answerId, ...entryFields };
        expect((await shop.post('conversations/toKnowledge', body)).body).toMatchObject(
          notFound('Message not found'),
        );
        expect((await other.get('conversations/unanswered')).body.data.total).toBe(1);
      },
    };
    const handoffGone = notFound('Handoff not found');
    const theirHandoffAsIs = async () =>
      expect((await other.get(`handoffs/detail?id=${theirHandoff.id}`)).body.data).toMatchObject({
        handoff: { state: 'waiting' },
        messages: [{ role: 'user' }, { role: 'assistant' }],
      });
    Object.assign(attempts, {
      'handoffs.list': async () => {
        expect((await shop.get(`handoffs/index?state=all&store_id=${theirs.id}`)).body.data.total).toBe(0);
      },
      'handoffs.detail': async () => {
        expect((await shop.get(`handoffs/detail?id=${theirHandoff.id}`)).body).toMatchObject(handoffGone);
      },
      'handoffs.reply': async () => {
        const body = { id: theirHandoff.id, content: 'Not my store' };
        expect((await shop.post('handoffs/reply', body)).body).toMatchObject(handoffGone);
        await theirHandoffAsIs();
      },
      'handoffs.close': async () => {
        expect((await shop.post('handoffs/close', { id: theirHandoff.id })).body).toMatchObject(handoffGone);
        await theirHandoffAsIs();
      },
      'handoffs.live': async () => {
        const live = await openLive(`${server.url}/api/shop/handoffs/live?store_id=${theirs.id}`, {
          ...EN,
          ...owner.headers,
        });
        await live.next((event) => event.type === 'ready');
        const message = { ...theirConversation, content: 'Anyone?' };
        expect((await server.post('/api/chat/handoff/message', message, theirChat.headers)).body.code).toBe(
          1,
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        live.close();
        expect(live.events).toEqual([{ type: 'ready' }]);
      },
    });
    const { SHOP_API } = await import('@storefront/shared');
    const everyEndpoint = Object.entries(SHOP_API).flatMap(([group, entries]) =>
      Object.keys(entries).map((name) => `${group}.${name}`),
    );
    expect(Object.keys(attempts).sort()).toEqual(everyEndpoint.sort());
    for (const [name, attempt] of Object.entries(attempts)) {
      await attempt().catch((error: unknown) => {
        throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  });

  it('gives a member whose store was deleted no store, and shows "My store" only to members running one', async () => {
    const store = await addStore(server, operator.headers);
    const owner = await storeOwnerOf(server, store.id);
    const plain = await createMember(server.database.db);
    const menusOf = async (token: string) =>
      (await server.data('/api/index/index', { 'ba-user-token': token, ...EN })).menus as Array<{
        path: string;
        title: string;
        children: Array<{ path: string }>;
      }>;
    const shopMenu = (await menusOf(owner.token)).find((menu) => menu.path === 'shop');
    expect(shopMenu).toMatchObject({ title: 'My store' });
    expect(shopMenu?.children.map((child) => child.path)).toEqual([
      'shop/store',
      'shop/assistant',
      'shop/knowledge',
      'shop/conversations',
      'shop/inbox',
    ]);
    const plainToken = await loginAs(server.database.db, plain.id);
    expect((await menusOf(plainToken)).some((menu) => menu.path === 'shop')).toBe(false);

    await server.post('/api/admin/stores/del', { ids: [store.id] }, operator.headers);
    expect((await as(owner.headers).get('store/detail')).body).toMatchObject({ code: 401 });
    expect((await menusOf(owner.token)).some((menu) => menu.path === 'shop')).toBe(false);
  });
});
