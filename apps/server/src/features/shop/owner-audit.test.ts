import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { addStore, askStore, storeOwnerOf } from '../../test/store-fixtures.js';

const TEXTS = {
  name: { 'zh-cn': '审计助手', en: 'Audited helper' },
  system_prompt: '',
  welcome: { 'zh-cn': '你好', en: 'Hello there' },
  suggestions: { 'zh-cn': [], en: [] },
};

describe.each(TEST_DIALECTS)("store owners' changes in the operator log on %s", (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner, editor } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  it('logs store, assistant, publish and knowledge changes made in My store, naming the member', async () => {
    const store = await addStore(server, owner.headers);
    const { member, headers } = await storeOwnerOf(server, store.id);
    const shop = (path: string, body: unknown = {}) =>
      server.post(`/api/shop/${path}`, body, { ...EN, ...headers });

    expect((await shop('store/edit', { name: { en: 'Renamed by owner' } })).body.code).toBe(1);
    expect((await shop('assistant/edit', TEXTS)).body.code).toBe(1);
    const entry = (await shop('knowledge/add', { lang: 'en', question: 'Open late?', answer: 'Till 9.' }))
      .body.data;
    expect(
      (await shop('knowledge/edit', { id: entry.id, lang: 'en', question: 'Open late?', answer: 'Till 10.' }))
        .body.code,
    ).toBe(1);
    const csv = 'lang,question,answer\nen,Parking?,Behind the shop.\n';
    expect((await shop('knowledge/import', { csv, mode: 'append' })).body.code).toBe(1);
    expect((await shop('knowledge/del', { ids: [entry.id] })).body.code).toBe(1);
    expect((await shop('assistant/publish')).body.code).toBe(1);

    const who = { actor: 'member', admin_id: member.id, username: member.username };
    for (const action of [
      'stores.edit',
      'assistants.edit',
      'knowledge.add',
      'knowledge.edit',
      'knowledge.import',
      'knowledge.del',
      'assistants.publish',
    ]) {
      const log = await server.data(
        `/api/admin/log/index?action=${action}&quickSearch=${member.username}`,
        editor.headers,
      );
      expect(log.list[0], action).toMatchObject({ action, ...who });
    }
    const published = await server.data(
      `/api/admin/log/index?action=assistants.publish&quickSearch=${member.username}`,
      owner.headers,
    );
    expect(published.list[0].after).toMatchObject({ diff: { changed: true } });
    const renamed = await server.data(
      `/api/admin/log/index?action=stores.edit&quickSearch=${member.username}`,
      owner.headers,
    );
    expect(renamed.list[0]).toMatchObject({
      target: 'store',
      target_id: String(store.id),
      after: { name: 'Renamed by owner' },
    });

    // An operator's own changes stay marked as operators'.
    const byOperator = await server.data('/api/admin/log/index?action=stores.add', owner.headers);
    expect(byOperator.list[0]).toMatchObject({ actor: 'operator', admin_id: owner.operator.id });
  });

  it('logs an unanswered question the store owner turned into knowledge', async () => {
    const store = await addStore(server, owner.headers);
    const { member, headers } = await storeOwnerOf(server, store.id);
    const shop = (path: string, body: unknown = {}) =>
      server.post(`/api/shop/${path}`, body, { ...EN, ...headers });
    await shop('knowledge/add', { lang: 'en', question: 'Cakes?', answer: 'Yes.' });
    await shop('assistant/publish');
    const question = 'Do you deliver to Pudong?';
    const asked = await askStore(server, { storeuuid: store.storeuuid, question });
    const answer = 'Yes, within the hour.';
    const turned = await shop('conversations/toKnowledge', {
      message_id: asked.answerId,
      lang: 'en',
      question,
      answer,
    });
    expect(turned.body.code).toBe(1);
    const log = await server.data(
      `/api/admin/log/index?action=knowledge.add&quickSearch=${member.username}`,
      owner.headers,
    );
    expect(log.list[0]).toMatchObject({
      actor: 'member',
      admin_id: member.id,
      target: 'knowledge',
      target_id: String(turned.body.data.id),
      after: { question, answer },
    });
  });
});
