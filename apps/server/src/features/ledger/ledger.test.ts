import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, givePoints } from '../../test/factories.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

describe.each(TEST_DIALECTS)('ledger on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const debit = (userId: number, key?: string) =>
    server.post(
      '/__test/ledger',
      { userId, kind: 'score', amount: -1, memo: 'test', idempotencyKey: key },
      { 'think-lang': 'en' },
    );
  const balanceAndLogs = async (userId: number) => {
    const db = server.database.db;
    const user = await db
      .selectFrom('user')
      .select(['score', 'money'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const logs = await db
      .selectFrom('user_score_log')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return { score: Number(user.score), logs };
  };

  it('lets exactly 50 of 200 concurrent 1-point debits through a balance of 50, with one log row each', async () => {
    const member = await createMember(server.database.db);
    await givePoints(server.database.db, member.id, 50, 'top up');
    const answers = await Promise.all(Array.from({ length: 200 }, () => debit(member.id)));

    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(50);
    expect(answers.filter((answer) => answer.body.msg === 'Insufficient points')).toHaveLength(150);
    const { score, logs } = await balanceAndLogs(member.id);
    expect(score).toBe(0);
    expect(logs.filter((log) => Number(log.score) === -1)).toHaveLength(50);
    expect(logs.reduce((sum, log) => sum + Number(log.score), 0)).toBe(score);
    for (const log of logs) expect(Number(log.before) + Number(log.score)).toBe(Number(log.after));
  });

  it('applies a retried change with the same key once, also when the retries race', async () => {
    const member = await createMember(server.database.db);
    await givePoints(server.database.db, member.id, 10, 'top up');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => debit(member.id, `order-${member.id}`)),
    );
    expect(answers.every((answer) => answer.body.code === 1)).toBe(true);
    expect(answers.filter((answer) => answer.body.data.applied)).toHaveLength(1);
    const { score, logs } = await balanceAndLogs(member.id);
    expect(score).toBe(9);
    expect(logs).toHaveLength(2);
  });

  it('never goes below zero and writes nothing for a refused change', async () => {
    const member = await createMember(server.database.db);
    const { body } = await server.post(
      '/__test/ledger',
      { userId: member.id, kind: 'money', amount: -1, memo: 'x' },
      { 'think-lang': 'en' },
    );
    expect(body).toMatchObject({ code: 0, msg: 'Insufficient balance' });
    const logs = await server.database.db
      .selectFrom('user_money_log')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(logs).toEqual([]);
  });

  it('keeps every balance equal to the sum of its log after mixed concurrent changes', async () => {
    const member = await createMember(server.database.db);
    const amounts = [500, -120, 30, -410, 75, -75, 999, -1000, 1, -5];
    await Promise.all(
      amounts.map((amount) =>
        server.post('/__test/ledger', { userId: member.id, kind: 'money', amount, memo: 'mixed' }),
      ),
    );
    const user = await server.database.db
      .selectFrom('user')
      .select('money')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const logs = await server.database.db
      .selectFrom('user_money_log')
      .selectAll()
      .where('user_id', '=', member.id)
      .execute();
    expect(logs.reduce((sum, log) => sum + Number(log.money), 0)).toBe(Number(user.money));
    expect(Number(user.money)).toBeGreaterThanOrEqual(0);
  });
});
