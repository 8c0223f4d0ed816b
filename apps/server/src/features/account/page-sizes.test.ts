import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createMember, loginAs } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const REFUSED_EN = { code: 0, msg: 'This page size is not offered', data: { field: 'limit' } };
const REFUSED_ZH = '不支持这个每页条数';

describe.each(TEST_DIALECTS)('page sizes come from the contract on %s', (dialect) => {
  let server: TestServer;
  let operator: TOperatorSession;
  let member: Record<string, string>;
  beforeAll(async () => {
    ({ server, owner: operator } = await startConsoleServer(dialect));
    const row = await createMember(server.database.db);
    member = { 'ba-user-token': await loginAs(server.database.db, row.id) };
  });
  afterAll(() => server.close());

  /** The lists a client pages, each with a size its clients send and one it does not offer. */
  const lists = () => [
    { path: '/api/account/integral?', headers: member, offered: [10, 20, 50, 100], other: 7 },
    { path: '/api/account/balance?', headers: member, offered: [10], other: 99 },
    { path: '/api/content/index?type=instructions&', headers: {}, offered: [10], other: 2 },
    { path: '/api/index/instoLists?', headers: {}, offered: [12, 10], other: 13 },
    { path: '/api/store/index?select=true&', headers: {}, offered: [20], other: 1 },
    { path: '/api/chat/conversations?', headers: member, offered: [30, 20], other: 31 },
    { path: '/api/admin/members/index?', headers: operator.headers, offered: [10, 100], other: 25 },
    { path: '/api/admin/stores/index?', headers: operator.headers, offered: [20], other: 1 },
  ];

  it('answers the offered sizes and refuses any other with a translated message, not a quiet clamp', async () => {
    for (const { path, headers, offered, other } of lists()) {
      for (const limit of offered) {
        const { body } = await server.request(`${path}limit=${limit}`, { headers: { ...EN, ...headers } });
        expect(body.code, `${path}limit=${limit}`).toBe(1);
      }
      for (const limit of [other, 0, 101, 1000]) {
        const { body } = await server.request(`${path}limit=${limit}`, { headers: { ...EN, ...headers } });
        expect(body, `${path}limit=${limit}`).toMatchObject(REFUSED_EN);
      }
    }
    const zh = await server.request('/api/account/integral?limit=7', {
      headers: { ...member, 'think-lang': 'zh-cn' },
    });
    expect(zh.body.msg).toBe(REFUSED_ZH);
  });
});
