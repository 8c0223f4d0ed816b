import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ASSISTANT } from '../../cli/seed/assistant.js';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { createLocalCacheBus } from '../../lib/cache-bus/index.js';
import { nowSeconds } from '../../lib/clock.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { judgeAnswer } from '../chat/index.js';
import { createAssistantsService } from './service.js';

describe.each(TEST_DIALECTS)('assistants on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const demoStoreId = async () =>
    (
      await server.database.db
        .selectFrom('store')
        .select('id')
        .where('storeuuid', '=', DEMO_STORE.storeuuid)
        .executeTakeFirstOrThrow()
    ).id;

  it('keeps knowledge for the cache time, and reads it anew once told it changed', async () => {
    const { db } = server.database;
    const assistants = createAssistantsService({
      db,
      bus: createLocalCacheBus(),
      cacheTtlMs: 60_000,
      secret: server.config.APP_SECRET,
      judge: judgeAnswer,
    });
    const assistant = await assistants.find(await demoStoreId(), 'published');
    if (!assistant) throw new Error('the demo store has no published assistant');
    const before = await assistants.knowledgeOf(assistant.id);
    expect(before.length).toBeGreaterThan(0);

    const question = 'Do you have a rooftop terrace?';
    await db
      .insertInto('knowledge')
      .values({ assistant_id: assistant.id, lang: 'en', question, answer: 'Yes.', create_time: nowSeconds() })
      .execute();
    expect(await assistants.knowledgeOf(assistant.id)).toHaveLength(before.length);

    assistants.forgetKnowledge(assistant.id);
    const after = await assistants.knowledgeOf(assistant.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((entry) => entry.question)).toContain(question);
  });

  it("shows a store's published assistant in the reader's language, and null for a store without one", async () => {
    const assistants = createAssistantsService({
      db: server.database.db,
      bus: createLocalCacheBus(),
      cacheTtlMs: 0,
      secret: server.config.APP_SECRET,
      judge: judgeAnswer,
    });
    const summary = await assistants.publishedSummary(await demoStoreId(), 'en');
    expect(summary).toEqual({
      name: DEMO_ASSISTANT.name.en,
      welcome: DEMO_ASSISTANT.welcome.en,
      suggestions: DEMO_ASSISTANT.suggestions.en,
    });
    expect(await assistants.publishedSummary(-1, 'en')).toBeNull();
  });
});
