import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { EN, startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { readEvents } from '../../test/sse.js';

/** The init rule's allowance per address per minute (features/chat/routes.ts). */
const INIT_LIMIT = 60;

describe.each(TEST_DIALECTS)('chat init costs nothing until the first send on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { CHAT_IP_FREE_PER_DAY: '50' });
  });
  afterAll(() => server.close());

  const init = (headers: Record<string, string>) =>
    server.request('/api/chat/init', { headers: { storeuuid: DEMO_STORE.storeuuid, ...EN, ...headers } });
  const visitorRows = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('visitor')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const send = async (chatkey: string, headers: Record<string, string>) => {
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...EN, ...headers },
      body: JSON.stringify({ chatkey, content: 'What time do you open?' }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    return readEvents(response);
  };

  it('writes no visitor row for 300 parallel inits from 300 addresses', async () => {
    const before = await visitorRows();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        init({ 'x-forwarded-for': `10.41.${Math.floor(index / 250)}.${index % 250}` }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.code === 1)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.visitor)).size).toBe(300);
    expect(await visitorRows()).toBe(before);
  });

  it('answers 429 with the translated message once an address passes the limit', async () => {
    const ip = { 'x-forwarded-for': '10.42.0.1' };
    const answers = await Promise.all(Array.from({ length: INIT_LIMIT + 5 }, () => init(ip)));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toMatchObject({ code: 0, msg: expect.stringMatching(/^Too many requests/) });
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    const chinese = await init({ ...ip, 'think-lang': 'zh-cn' });
    expect(chinese.status).toBe(429);
    expect(chinese.body.msg).toMatch(/^请求过于频繁/);
    // Another address is not affected.
    expect((await init({ 'x-forwarded-for': '10.42.0.2' })).status).toBe(200);
  });

  it('records the visitor at the first send, once, under the id init handed out', async () => {
    const ip = { 'x-forwarded-for': '10.43.0.1' };
    const { data } = (await init(ip)).body;
    const id = String(data.visitor).split('.')[0] ?? '';
    const row = () =>
      server.database.db.selectFrom('visitor').selectAll().where('id', '=', id).executeTakeFirst();
    expect(await row()).toBeUndefined();
    const headers = { ...ip, visitor: data.visitor };
    const first = await send(data.chatkey, headers);
    expect(first.at(-1)).toMatchObject({ type: 'done', usecount: 1 });
    expect(await row()).toMatchObject({ id, ip: '10.43.0.1' });
    const second = await send(data.chatkey, headers);
    expect(second.at(-1)).toMatchObject({ type: 'done', usecount: 2 });
    const again = await init(headers);
    expect(again.body.data).toMatchObject({ visitor: data.visitor, usecount: 2 });
    expect(
      await server.database.db.selectFrom('visitor').select('id').where('id', '=', id).execute(),
    ).toHaveLength(1);
  });
});
