import type { TChatEvent } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { startFakeOpenAI, type TFakeOpenAI } from '../../test/fake-openai.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { answerText, readEvents } from '../../test/sse.js';
import { addStore, askStore } from '../../test/store-fixtures.js';

const API_KEY = 'sk-live-0123456789abcdefWXYZ';
const MASKED = 'sk-****WXYZ';

const TEXTS = {
  name: { 'zh-cn': '茶馆助手', en: 'Tea helper' },
  system_prompt: 'Be brief.',
  welcome: { 'zh-cn': '欢迎', en: 'Welcome' },
  suggestions: { 'zh-cn': ['营业时间？'], en: ['When are you open?'] },
};
const RULES = { free_count: 3, loginset: 0, score_per_message: 2, context_turns: 4 };

describe.each(TEST_DIALECTS)('console assistants on %s', (dialect) => {
  let server: TestServer;
  let upstream: TFakeOpenAI;
  let owner: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    upstream = await startFakeOpenAI();
    ({ server, owner, editor } = await startConsoleServer(dialect));
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  const post = (path: string, body: unknown, headers = owner.headers) =>
    server.post(`/api/admin/assistants/${path}`, body, { ...EN, ...headers });
  const get = (path: string, headers = owner.headers) =>
    server.request(`/api/admin/assistants/${path}`, { headers: { ...EN, ...headers } });
  const provider = (storeId: number, fields: Record<string, unknown>) =>
    post('provider', { store_id: storeId, provider: 'openai-compatible', model: 'm1', ...fields });
  const testConnection = async (storeId: number, headers = owner.headers, question = 'Are you there?') => {
    const response = await fetch(`${server.url}/api/admin/assistants/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...EN, ...headers },
      body: JSON.stringify({ store_id: storeId, question }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    return readEvents(response);
  };

  it('edits the draft texts and rules, logged, while the published assistant keeps its own', async () => {
    const store = await addStore(server, editor.headers);
    const saved = await post('edit', { store_id: store.id, ...TEXTS, ...RULES }, editor.headers);
    expect(saved.body).toMatchObject({
      code: 1,
      data: { draft: { ...TEXTS, ...RULES, provider: 'default', credentials: null }, changed: true },
    });
    expect(saved.body.data.published.name).toEqual(store.localized.name);
    const [logged] = await logRowsOf(server, 'assistants.edit', saved.body.data.draft.id);
    expect(JSON.parse(logged?.after ?? '')).toMatchObject({ name: TEXTS.name, free_count: 3 });

    const listed = (await get(`index?quickSearch=${encodeURIComponent('茶馆助手')}`)).body.data;
    expect(listed.list).toContainEqual(
      expect.objectContaining({
        store_id: store.id,
        store_name: store.name,
        store_status: 'open',
        name: 'Tea helper',
        draft_knowledge: 0,
      }),
    );
    const bad = await post('edit', { store_id: store.id, ...TEXTS, ...RULES, free_count: -1 });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'free_count' } });
    const unknown = await post('edit', { store_id: 999_999, ...TEXTS, ...RULES });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'This store does not exist or has been removed' });
  });

  it('stores the API key sealed, shows site owners only its mask and never lets an editor read or set it', async () => {
    const store = await addStore(server, owner.headers);
    const set = await provider(store.id, { base_url: upstream.url, api_key: API_KEY });
    expect(set.body.data.draft).toMatchObject({
      provider: 'openai-compatible',
      credentials: { base_url: upstream.url, model: 'm1', api_key_set: true, api_key_masked: MASKED },
    });
    const row = await server.database.db
      .selectFrom('assistant')
      .select('api_key_encrypted')
      .where('store_id', '=', store.id)
      .where('variant', '=', 'draft')
      .executeTakeFirstOrThrow();
    expect(row.api_key_encrypted).toMatch(/^v1\./);
    expect(row.api_key_encrypted).not.toContain(API_KEY);

    // Saving without a new key keeps it; the log shows a key is set, never which.
    const kept = await provider(store.id, { base_url: upstream.url, model: 'm2' });
    expect(kept.body.data.draft.credentials).toMatchObject({ model: 'm2', api_key_masked: MASKED });
    const logs = await logRowsOf(server, 'assistants.provider', set.body.data.draft.id);
    expect(logs).toHaveLength(2);
    expect(JSON.parse(logs[0]?.after ?? '')).toMatchObject({ api_key: '******', base_url: upstream.url });
    const everyLog = JSON.stringify(await server.database.db.selectFrom('admin_log').selectAll().execute());
    expect(everyLog).not.toContain(API_KEY);
    expect(everyLog).not.toContain(MASKED);

    // An editor's every view of the assistant holds neither the key nor its mask nor the provider's service.
    const editorViews = [
      await get(`detail?store_id=${store.id}`, editor.headers),
      await get(`diff?store_id=${store.id}`, editor.headers),
      await get('index?limit=100', editor.headers),
      await post('edit', { store_id: store.id, ...TEXTS, ...RULES }, editor.headers),
    ];
    for (const view of editorViews) {
      expect(view.body.code).toBe(1);
      const text = JSON.stringify(view.body);
      for (const secret of [API_KEY, MASKED, 'api_key_masked', upstream.url])
        expect(text).not.toContain(secret);
    }
    expect(editorViews[0]?.body.data.draft).toMatchObject({
      provider: 'openai-compatible',
      credentials: null,
    });
    const diffFields = editorViews[1]?.body.data.fields;
    expect(diffFields).toContainEqual({ field: 'base_url', published: null, draft: null });
    expect(diffFields).toContainEqual({ field: 'api_key', published: null, draft: null });
    // A site owner reads, in the diff, whether there is a key on each side: never the key.
    const ownerDiff = await get(`diff?store_id=${store.id}`);
    expect(ownerDiff.body.data.fields).toContainEqual({ field: 'api_key', published: 'none', draft: 'set' });
    expect(JSON.stringify(ownerDiff.body)).not.toContain(API_KEY);

    const refused = await post('provider', { store_id: store.id, provider: 'builtin' }, editor.headers);
    expect(refused.body).toMatchObject({ code: 401 });
    const cleared = await provider(store.id, { base_url: upstream.url, clear_api_key: true });
    expect(cleared.body.data.draft.credentials).toMatchObject({ api_key_set: false, api_key_masked: '' });
    expect((await provider(store.id, { base_url: '' })).body).toMatchObject({
      code: 0,
      data: { field: 'base_url' },
    });
  });

  it('answers only testagent from the draft until it is published, then agent too, and logs the publish', async () => {
    const store = await addStore(server, owner.headers);
    const question = 'Do you rent bicycles?';
    const answer = 'Yes, bicycles are 20 yuan a day.';
    await server.post(
      '/api/admin/knowledge/add',
      { store_id: store.id, lang: 'en', question, answer },
      { ...EN, ...owner.headers },
    );
    expect(
      (
        await askStore(server, {
          storeuuid: store.storeuuid,
          question,
          agentType: 'testagent',
          headers: owner.headers,
        })
      ).text,
    ).toBe(answer);
    expect((await askStore(server, { storeuuid: store.storeuuid, question })).text).not.toBe(answer);

    const diff = (await get(`diff?store_id=${store.id}`)).body.data;
    expect(diff).toMatchObject({ changed: true, fields: [], knowledge: { unchanged: 0 } });
    expect(diff.knowledge.added).toMatchObject({ total: 1, list: [{ question, answer }] });

    const published = await post('publish', { store_id: store.id }, editor.headers);
    expect(published.body).toMatchObject({ code: 1, data: { knowledge: { added: { total: 1 } } } });
    expect((await askStore(server, { storeuuid: store.storeuuid, question })).text).toBe(answer);
    expect((await askStore(server, { storeuuid: store.storeuuid, question, agentType: 'client' })).text).toBe(
      answer,
    );
    expect((await get(`diff?store_id=${store.id}`)).body.data).toMatchObject({ changed: false });
    const detail = (await get(`detail?store_id=${store.id}`)).body.data;
    expect(detail).toMatchObject({ changed: false, published: { knowledge_count: 1 } });
    const [logged] = await logRowsOf(server, 'assistants.publish', detail.published.id);
    expect(JSON.parse(logged?.after ?? '').diff.knowledge.added.total).toBe(1);
  });

  it('shows a changed answer and a removed entry in the diff', async () => {
    const store = await addStore(server, owner.headers);
    const add = async (question: string, answer: string) =>
      (
        await server.post(
          '/api/admin/knowledge/add',
          { store_id: store.id, lang: 'en', question, answer },
          { ...EN, ...owner.headers },
        )
      ).body.data;
    const kept = await add('Parking?', 'Two spaces.');
    const gone = await add('Dogs?', 'Welcome.');
    await post('publish', { store_id: store.id });
    await server.post('/api/admin/knowledge/edit', { ...kept, answer: 'Four spaces.' }, owner.headers);
    await server.post('/api/admin/knowledge/del', { ids: [gone.id] }, owner.headers);
    await post('edit', { store_id: store.id, ...TEXTS, ...RULES });
    const diff = (await get(`diff?store_id=${store.id}`)).body.data;
    expect(diff.knowledge.changed.list).toMatchObject([
      { published: { answer: 'Two spaces.' }, draft: { answer: 'Four spaces.' } },
    ]);
    expect(diff.knowledge.removed.list).toMatchObject([{ question: 'Dogs?' }]);
    expect(diff.fields.map((change: { field: string }) => change.field)).toEqual([
      'name',
      'system_prompt',
      'welcome',
      'suggestions',
      'free_count',
      'score_per_message',
      'context_turns',
    ]);
    expect(diff.fields[4]).toEqual({ field: 'free_count', published: 5, draft: 3 });
  });

  it("tests the draft's provider as a stream of chat events, writing and charging nothing", async () => {
    const store = await addStore(server, owner.headers);
    const messagesBefore = await server.database.db.selectFrom('message').select('id').execute();
    upstream.reset({ chunks: ['All ', 'good.'] });
    await provider(store.id, { base_url: upstream.url, api_key: API_KEY });
    const events = await testConnection(store.id, editor.headers);
    expect(answerText(events)).toBe('All good.');
    expect(events.at(-1)).toMatchObject({ type: 'done', usecount: 0, free_count_left: null });
    expect(events.some((event: TChatEvent) => event.type === 'meta')).toBe(false);
    expect(upstream.requests.at(-1)?.headers.authorization).toBe(`Bearer ${API_KEY}`);

    upstream.reset({ failStatus: 401, failMessage: 'bad key' });
    const failed = await testConnection(store.id);
    expect(failed.at(-1)).toMatchObject({ type: 'error', code: 0 });
    expect(JSON.stringify(failed)).toContain('The provider did not answer');
    expect(JSON.stringify(failed)).not.toContain(API_KEY);

    await post('provider', { store_id: store.id, provider: 'builtin' });
    const builtin = await testConnection(store.id);
    expect(builtin.at(-1)?.type).toBe('done');
    expect(answerText(builtin)).toContain('has no answer to that yet');
    // As in the chat, the store's record answers its hours and phone.
    const hours = await testConnection(store.id, owner.headers, 'When do you close?');
    expect(answerText(hours)).toContain('Opening hours: 09:00-21:00 every day.');
    expect(answerText(await testConnection(store.id, owner.headers, 'Phone number?'))).toContain(
      '021-5555 0000',
    );
    const messagesAfter = await server.database.db.selectFrom('message').select('id').execute();
    expect(messagesAfter).toHaveLength(messagesBefore.length);
  });
});
