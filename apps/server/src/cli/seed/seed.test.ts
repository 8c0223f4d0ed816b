import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { seedIfEmpty } from './basics.js';
import { DEMO_MEMBER, DEMO_STORE } from './demo.js';

describe.each(TEST_DIALECTS)('migrations and seed on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const count = async (table: 'config' | 'user' | 'user_rule' | 'store') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds the demo store and a demo member whose password is an argon2id hash', async () => {
    const store = await server.database.db.selectFrom('store').selectAll().executeTakeFirstOrThrow();
    expect(store.storeuuid).toBe(DEMO_STORE.storeuuid);
    const member = await server.database.db
      .selectFrom('user')
      .selectAll()
      .where('username', '=', DEMO_MEMBER.username)
      .executeTakeFirstOrThrow();
    expect(member.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(member.password, DEMO_MEMBER.password)).toBe(true);
  });

  it('does nothing on a second start: migrations and seed are idempotent', async () => {
    const before = await Promise.all([count('config'), count('user'), count('user_rule'), count('store')]);
    expect(await server.migrate()).toEqual([]);
    expect(await seedIfEmpty(server.database.db, { demo: true })).toBe(false);
    const after = await Promise.all([count('config'), count('user'), count('user_rule'), count('store')]);
    expect(after).toEqual(before);
  });

  it('refuses a negative balance at the database level', async () => {
    await expect(
      server.database.db
        .updateTable('user')
        .set({ money: -1 })
        .where('username', '=', DEMO_MEMBER.username)
        .execute(),
    ).rejects.toThrow();
  });
});
