import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { createOperatorSession } from '../../test/factories.js';
import { answerThrough, startFakeOpenAI, type TFakeOpenAI } from '../../test/fake-openai.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { answerText, readEvents } from '../../test/sse.js';

/** The demo store's knowledge for these tests, in the draft and the published assistant alike. */
const ENTRIES = {
  pets: { question: '可以带宠物吗？', answer: '可以带宠物，室外座位欢迎狗狗。', tags: '宠物,狗,猫' },
  weekday: { question: '工作日几点开门？', answer: '周一到周五 09:00 开门。', tags: '工作日,开门' },
  weekend: { question: '周末几点开门？', answer: '周六周日 10:00 开门，营业到 23:00。', tags: '周末,开门' },
  events: { question: '周末有什么活动？', answer: '周末下午有亲子烘焙课。', tags: '周末,活动' },
};
type TKey = keyof typeof ENTRIES;

describe.each(TEST_DIALECTS)('the sources of answers on %s', (dialect) => {
  let server: TestServer;
  let upstream: TFakeOpenAI;
  let operator: Record<string, string>;
  /** Entry ids by key: what the published assistant answers with, and the draft's copy the owner edits. */
  const published = {} as Record<TKey, number>;
  const draft = {} as Record<TKey, number>;

  beforeAll(async () => {
    upstream = await startFakeOpenAI();
    server = await startTestServer(dialect);
    const { db } = server.database;
    const store = await db
      .selectFrom('store')
      .select('id')
      .where('storeuuid', '=', DEMO_STORE.storeuuid)
      .executeTakeFirstOrThrow();
    const assistants = await db
      .selectFrom('assistant')
      .select(['id', 'variant'])
      .where('store_id', '=', store.id)
      .execute();
    // Only these entries, before any chat reads (and caches) the knowledge.
    await db
      .deleteFrom('knowledge')
      .where(
        'assistant_id',
        'in',
        assistants.map((row) => row.id),
      )
      .execute();
    for (const assistant of assistants) {
      for (const [key, entry] of Object.entries(ENTRIES) as [TKey, (typeof ENTRIES)[TKey]][]) {
        const row = await db
          .insertInto('knowledge')
          .values({ assistant_id: assistant.id, lang: 'zh-cn', ...entry, create_time: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        (assistant.variant === 'draft' ? draft : published)[key] = row.id;
      }
    }
    operator = (await createOperatorSession(db)).headers;
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  let clients = 0;
  const visitor = async () => {
    clients += 1;
    const ip = `10.9.${dialect.length}.${clients}`;
    const { body } = await server.request('/api/chat/init', {
      headers: { storeuuid: DEMO_STORE.storeuuid, 'think-lang': 'zh-cn', 'x-forwarded-for': ip },
    });
    const headers = { visitor: body.data.visitor, 'x-forwarded-for': ip, 'think-lang': 'zh-cn' };
    return { chatkey: body.data.chatkey as string, headers };
  };
  const send = async (who: Awaited<ReturnType<typeof visitor>>, content: string, conversationId?: number) => {
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...who.headers },
      body: JSON.stringify({ chatkey: who.chatkey, content, conversation_id: conversationId }),
    });
    const events = await readEvents(response);
    const meta = events.find((event) => event.type === 'meta');
    const done = events.find((event) => event.type === 'done');
    if (meta?.type !== 'meta' || done?.type !== 'done') throw new Error(JSON.stringify(events));
    return { events, meta, done, text: answerText(events) };
  };
  const storedSources = async (messageId: number) => {
    const row = await server.database.db
      .selectFrom('message')
      .select('sources')
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.sources) as Array<{ id: number }>;
  };
  const historyOf = async (who: Awaited<ReturnType<typeof visitor>>, conversationId: number) => {
    const { body } = await server.request(
      `/api/chat/history?chatkey=${who.chatkey}&conversation_id=${conversationId}`,
      { headers: who.headers },
    );
    return body.data.list as Array<{ id: number; role: string; sources: number[] }>;
  };
  const ownerView = async (conversationId: number) => {
    const { body } = await server.request(`/api/admin/conversations/messages?id=${conversationId}`, {
      headers: operator,
    });
    return body.data.list as Array<{ id: number; sources: unknown[] }>;
  };

  describe('from the builtin engine', () => {
    it('records the entry an answer used, streams and returns its id, and links the owner to the draft entry', async () => {
      const who = await visitor();
      const answer = await send(who, '可以带宠物吗？');
      expect(answer.text).toBe(ENTRIES.pets.answer);
      expect(answer.done.sources).toEqual([published.pets]);
      expect(await storedSources(answer.meta.message_id)).toEqual([
        { id: published.pets, lang: 'zh-cn', question: ENTRIES.pets.question },
      ]);
      const history = await historyOf(who, answer.meta.conversation_id);
      expect(history.map((message) => message.sources)).toEqual([[], [published.pets]]);
      const view = await ownerView(answer.meta.conversation_id);
      expect(view.find((message) => message.id === answer.meta.message_id)?.sources).toEqual([
        { id: published.pets, lang: 'zh-cn', question: ENTRIES.pets.question, draft_id: draft.pets },
      ]);
    });

    it('answers the hours from the store record, which is no knowledge entry', async () => {
      const who = await visitor();
      const answer = await send(who, '你们几点关门？');
      expect(answer.text).toMatch(/^营业时间：每天 08:00-22:00。现在(营业中，22:00 打烊|休息中|已打烊)/);
      expect(answer.done.sources).toEqual([]);
      expect(await storedSources(answer.meta.message_id)).toEqual([]);
    });
  });

  describe('through a model', () => {
    beforeAll(() => answerThrough(server, upstream));
    afterAll(() =>
      server.database.db
        .updateTable('assistant')
        .set({ provider: 'default', base_url: '', model: '' })
        .execute(),
    );

    /** The reference part of the system prompt the model was sent. */
    const referenceOf = (index: number) => {
      const system = upstream.requests[index]?.body.messages?.find((message) => message.role === 'system');
      const text = String(system?.content ?? '');
      return text.slice(text.indexOf('参考资料'));
    };

    it('gives passages with ids, reads a follow-up with the question before it, and keeps what was cited', async () => {
      const who = await visitor();
      upstream.reset([
        { chunks: ['周一到周五 09:00 开门', ' [#', `${published.weekday}]`, '。'] },
        { chunks: [`周末 10:00 开门 [#${published.weekend}][#999]`, '，营业到 23:00。'] },
        {},
      ]);
      const first = await send(who, '工作日几点开门？');
      expect(first.text).toBe('周一到周五 09:00 开门。');
      expect(referenceOf(0)).toContain(`[#${published.weekday}] 问：${ENTRIES.weekday.question}\n答：`);
      expect(referenceOf(0)).toContain(ENTRIES.weekday.answer);
      expect(upstream.requests[0]?.body.messages?.[0]?.content).toContain('营业时间：每天 08:00-22:00');
      expect(first.done.sources).toEqual([published.weekday]);

      const followUp = await send(who, '那周末呢？', first.meta.conversation_id);
      // The weekend's opening hours lead, not the weekend's events: the previous question said what about.
      const reference = referenceOf(1);
      expect(reference.indexOf(`[#${published.weekend}]`)).toBeGreaterThan(-1);
      expect(reference.indexOf(`[#${published.weekend}]`)).toBeLessThan(
        reference.indexOf(`[#${published.events}]`),
      );
      // Only ids that were in the prompt count; the markers themselves do not reach the visitor.
      expect(followUp.text).toBe('周末 10:00 开门，营业到 23:00。');
      expect(followUp.done.sources).toEqual([published.weekend]);
      expect(await storedSources(followUp.meta.message_id)).toEqual([
        { id: published.weekend, lang: 'zh-cn', question: ENTRIES.weekend.question },
      ]);
      const history = await historyOf(who, first.meta.conversation_id);
      expect(history.filter((message) => message.role === 'assistant').map((m) => m.sources)).toEqual([
        [published.weekday],
        [published.weekend],
      ]);
      const view = await ownerView(first.meta.conversation_id);
      expect(view.find((message) => message.id === followUp.meta.message_id)?.sources).toEqual([
        { id: published.weekend, lang: 'zh-cn', question: ENTRIES.weekend.question, draft_id: draft.weekend },
      ]);

      // The weekday entry reached the follow-up's prompt through the previous question only: the same words
      // opening a conversation do not retrieve it.
      expect(reference).toContain(`[#${published.weekday}]`);
      const alone = await send(await visitor(), '那周末呢？');
      expect(referenceOf(2)).not.toContain(`[#${published.weekday}]`);
      expect(alone.done.sources).toEqual([]);
    });
  });
});
