import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { seedShopMenu } from './shop-menu.js';

describe.each(TEST_DIALECTS)('the "My store" menu seed on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const shopRules = () =>
    server.database.db
      .selectFrom('user_rule')
      .select(['name', 'pid', 'type', 'status'])
      .where('path', 'like', 'shop%')
      .orderBy('id')
      .execute();

  it('adds the menu to a database seeded before it existed, once, and leaves an operator’s changes alone', async () => {
    const { db } = server.database;
    expect((await shopRules()).map((rule) => rule.name)).toEqual([
      'shop',
      'shop/store',
      'shop/assistant',
      'shop/knowledge',
      'shop/conversations',
      'shop/inbox',
    ]);
    expect(await seedShopMenu(db)).toBe(false);

    await db.deleteFrom('user_rule').where('path', 'like', 'shop%').execute();
    expect(await seedShopMenu(db)).toBe(true);
    const added = await shopRules();
    expect(added).toHaveLength(6);
    expect(added[0]).toMatchObject({ type: 'menu_dir', pid: 0 });

    await db.updateTable('user_rule').set({ status: 'disable' }).where('name', '=', 'shop').execute();
    expect(await seedShopMenu(db)).toBe(false);
    expect((await shopRules())[0]).toMatchObject({ status: 'disable' });
  });
});
