import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { DAY_OFFSET_SECONDS, nowSeconds } from '../../lib/clock.js';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { readEvents } from '../../test/sse.js';

const DAY = 86400;
const today = () => Math.floor((nowSeconds() + DAY_OFFSET_SECONDS) / DAY);
/** The first second of the day `back` days before today, China time. */
const dayStart = (back: number) => (today() - back) * DAY - DAY_OFFSET_SECONDS;
const label = (back: number) => new Date((today() - back) * DAY * 1000).toISOString().slice(0, 10);

/** What one question and its answer leave in the database: when, and how the answer went. */
interface TExchange {
  back: number;
  rating?: 1 | -1;
  unanswered?: 1;
}

describe.each(TEST_DIALECTS)('console dashboard on %s', (dialect) => {
  let server: TestServer;
  let editor: TOperatorSession;
  const stores: Record<'a' | 'b', { id: number; storeuuid: string; name: string; assistantId: number }> = {
    a: { id: 0, storeuuid: '', name: '', assistantId: 0 },
    b: { id: 0, storeuuid: '', name: '', assistantId: 0 },
  };
  beforeAll(async () => {
    ({ server, editor } = await startConsoleServer(dialect));
    const { db } = server.database;
    const rows = await db
      .selectFrom('store')
      .innerJoin('assistant', 'assistant.store_id', 'store.id')
      .select(['store.id', 'store.storeuuid', 'store.name', 'assistant.id as assistantId'])
      .where('assistant.variant', '=', 'published')
      .orderBy('store.id')
      .limit(2)
      .execute();
    const [a, b] = rows;
    if (!a || !b) throw new Error('the seed lists two stores with assistants');
    Object.assign(stores, { a, b });
  });
  afterAll(() => server.close());

  const dashboard = (days: number, headers = editor.headers) =>
    server.data(`/api/admin/dashboard/index?days=${days}`, headers);

  /** A conversation of a visitor or a member with a store, and its questions and answers. */
  async function converse(store: 'a' | 'b', userId: number | null, exchanges: TExchange[]) {
    const { db } = server.database;
    const time = dayStart(Math.max(...exchanges.map((exchange) => exchange.back)));
    const conversation = await db
      .insertInto('conversation')
      .values({
        store_id: stores[store].id,
        assistant_id: stores[store].assistantId,
        agent_type: 'agent',
        user_id: userId,
        visitor_id: userId === null ? `v_${Math.random().toString(16).slice(2, 14)}` : null,
        update_time: time,
        create_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, exchange] of exchanges.entries()) {
      const at = dayStart(exchange.back);
      const row = { conversation_id: conversation.id, update_time: at, create_time: at };
      const question = await db
        .insertInto('message')
        .values({ ...row, role: 'user', content: `question ${store} ${exchange.back} ${index}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('message')
        .values({
          ...row,
          role: 'assistant',
          content: `answer ${store} ${exchange.back} ${index}`,
          parent_id: question.id,
          rating: exchange.rating ?? 0,
          unanswered: exchange.unanswered ?? 0,
        })
        .execute();
    }
  }

  it('matches figures counted by hand on seeded members and messages, for 14 and for 30 days', async () => {
    const { db } = server.database;
    // The seed's members joined long ago; then one member joins on each of these days back from today.
    await db
      .updateTable('user')
      .set({ join_time: dayStart(400) })
      .execute();
    const joined = [0, 6, 7, 29, 30];
    const newcomers = [];
    for (const back of joined) {
      const member = await createMember(db);
      await db
        .updateTable('user')
        .set({ join_time: dayStart(back) })
        .where('id', '=', member.id)
        .execute();
      newcomers.push(member);
    }
    const member = newcomers[0]?.id ?? 0;
    const total = Number(
      (await db.selectFrom('user').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
    expect(await db.selectFrom('message').select('id').execute()).toEqual([]);

    await converse('a', null, [
      { back: 0, rating: 1 },
      { back: 0, rating: -1 },
      { back: 13, unanswered: 1 },
    ]);
    await converse('a', member, [{ back: 0 }, { back: 3, rating: 1 }, { back: 3 }]);
    await converse('b', null, [{ back: 3 }, { back: 14, unanswered: 1 }]);
    await converse('a', null, [{ back: 40, rating: -1 }, { back: 40 }, { back: 40, unanswered: 1 }]);

    const fortnight = await dashboard(14);
    expect(fortnight.members).toEqual({ total, new7: 2, new30: 4 });
    expect(fortnight.messages.days).toHaveLength(14);
    expect(fortnight.messages.days[0]).toBe(label(13));
    expect(fortnight.messages.days[13]).toBe(label(0));
    const zeros = Array.from({ length: 14 }, () => 0);
    expect(fortnight.messages.visitor).toEqual(Object.assign([...zeros], { 0: 1, 10: 1, 13: 2 }));
    expect(fortnight.messages.member).toEqual(Object.assign([...zeros], { 10: 2, 13: 1 }));
    expect(fortnight.topStores).toEqual([
      { ...pick(stores.a), messages: 6 },
      { ...pick(stores.b), messages: 1 },
    ]);
    expect(fortnight.feedback).toEqual({ up: 2, down: 1 });
    expect(fortnight.unanswered.total).toBe(2);
    expect(fortnight.unanswered.latest).toEqual([
      expect.objectContaining({ question: 'question a 13 2', answer: 'answer a 13 2', reason: 'noAnswer' }),
      expect.objectContaining({ question: 'question a 0 1', reason: 'ratedDown', store: pickName(stores.a) }),
    ]);

    const month = await dashboard(30);
    expect(month.messages.days).toHaveLength(30);
    expect(month.messages.visitor.reduce((sum: number, count: number) => sum + count, 0)).toBe(5);
    expect(month.messages.member.reduce((sum: number, count: number) => sum + count, 0)).toBe(3);
    expect(month.messages.visitor[30 - 1 - 14]).toBe(1);
    expect(month.topStores.map((store: { messages: number }) => store.messages)).toEqual([6, 2]);
    expect(month.unanswered.total).toBe(3);
    expect(month.unanswered.latest[0]).toMatchObject({ question: 'question b 14 1', reason: 'noAnswer' });
    expect(month.feedback).toEqual({ up: 2, down: 1 });
  });

  it('lists a visitor’s question the assistant could not answer, sent through the chat', async () => {
    const before = await dashboard(14);
    const init = await server.request('/api/chat/init', {
      headers: { storeuuid: DEMO_STORE.storeuuid, ...EN },
    });
    const { chatkey, visitor } = init.body.data;
    const question = 'Could you write me a poem about rockets?';
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', visitor, ...EN },
      body: JSON.stringify({ chatkey, content: question }),
    });
    expect((await readEvents(response)).at(-1)?.type).toBe('done');

    const after = await dashboard(14);
    expect(after.unanswered.total).toBe(before.unanswered.total + 1);
    expect(after.unanswered.latest[0]).toMatchObject({
      question,
      reason: 'noAnswer',
      store: { storeuuid: DEMO_STORE.storeuuid },
    });
    expect(after.messages.visitor.at(-1)).toBe(before.messages.visitor.at(-1) + 1);
  });

  it('offers 14 or 30 days only', async () => {
    const refused = await server.request('/api/admin/dashboard/index?days=7', {
      headers: { ...EN, ...editor.headers },
    });
    expect(refused.body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
    expect((await dashboard(14)).messages.days).toHaveLength(14);
  });
});

const pick = ({ id, storeuuid, name }: { id: number; storeuuid: string; name: string }) => ({
  id,
  storeuuid,
  name,
});
const pickName = ({ storeuuid, name }: { storeuuid: string; name: string }) => ({ storeuuid, name });
