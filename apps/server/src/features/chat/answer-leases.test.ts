import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { nowSeconds } from '../../lib/clock.js';
import { createMember, givePoints, loginAs, pointsOf } from '../../test/factories.js';
import { answerThrough, startFakeOpenAI } from '../../test/fake-openai.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { readEvents } from '../../test/sse.js';

const LEASE_SECONDS = 3;

describe.each(TEST_DIALECTS)('answer leases on %s', (dialect) => {
  let server: TestServer;
  let upstream: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let chatkey: string;

  beforeAll(async () => {
    upstream = await startFakeOpenAI();
    server = await startTestServer(dialect, { CHAT_LEASE_SECONDS: String(LEASE_SECONDS) });
    await answerThrough(server, upstream, { score_per_message: 1 });
    const init = await server.request('/api/chat/init', { headers: { storeuuid: DEMO_STORE.storeuuid } });
    chatkey = init.body.data.chatkey;
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  const memberWithPoints = async (points: number) => {
    const member = await createMember(server.database.db);
    await givePoints(server.database.db, member.id, points);
    return { id: member.id, token: await loginAs(server.database.db, member.id) };
  };
  const send = (token: string) =>
    fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'ba-user-token': token, 'content-type': 'application/json', 'think-lang': 'en' },
      body: JSON.stringify({ chatkey, content: 'hello' }),
    });
  const holdsOf = (userId: number) =>
    server.database.db.selectFrom('points_hold').selectAll().where('user_id', '=', userId).execute();

  it('lets a member spend points held by a dead process’s answer once its lease lapses, and ends that answer as an error', async () => {
    upstream.reset({ chunks: ['fine'] });
    const member = await memberWithPoints(1);
    const { db } = server.database;
    // What a process killed mid-answer leaves: a hold it no longer renews and its answer left 'streaming'.
    const now = nowSeconds();
    await db
      .insertInto('points_hold')
      .values({ user_id: member.id, amount: 1, expire_time: now + LEASE_SECONDS, create_time: now })
      .execute();
    const conversation = await db
      .insertInto('conversation')
      .values({
        store_id: 1,
        assistant_id: 1,
        agent_type: 'agent',
        user_id: member.id,
        title: 'dead',
        update_time: now,
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dead = await db
      .insertInto('message')
      .values({
        conversation_id: conversation.id,
        role: 'assistant',
        content: '',
        status: 'streaming',
        update_time: now,
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const refused = await send(member.token);
    expect(await refused.json()).toMatchObject({ code: 0, msg: 'Insufficient points' });
    await expect.poll(() => holdsOf(member.id), { timeout: 10_000, interval: 250 }).toEqual([]);
    const events = await readEvents(await send(member.token));
    expect(events.at(-1)?.type).toBe('done');
    await expect
      .poll(
        async () =>
          (await db.selectFrom('message').select('status').where('id', '=', dead.id).executeTakeFirst())
            ?.status,
        { timeout: 10_000, interval: 250 },
      )
      .toBe('error');
    expect(await pointsOf(db, member.id)).toBe(0);
  });

  it('keeps the hold and the answer of a live answer longer than the lease, then charges it once', async () => {
    upstream.reset({ chunks: Array.from({ length: 14 }, (_, index) => `w${index} `), chunkDelayMs: 500 });
    const member = await memberWithPoints(1);
    const response = await send(member.token);
    const answer = readEvents(response);
    await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 1.5) * 1000));
    expect(await holdsOf(member.id)).toHaveLength(1);
    const streaming = await server.database.db
      .selectFrom('message')
      .select('status')
      .where('role', '=', 'assistant')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(streaming.status).toBe('streaming');
    expect((await answer).at(-1)?.type).toBe('done');
    expect(await holdsOf(member.id)).toEqual([]);
    expect(await pointsOf(server.database.db, member.id)).toBe(0);
  });
});
