import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../cli/seed/demo.js';
import { DEMO_STORE_SEEDS } from '../cli/seed/stores.js';
import { TEST_DIALECTS } from '../test/harness.js';
import { newDatabase } from '../test/new-database.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateToLatest, migrateUpTo } from './migrate.js';

const seeded = DEMO_STORE_SEEDS[0];
if (!seeded) throw new Error('no seeded store');

/** A store row as the release before this migration stored it. */
const storeRow = (storeuuid: string, texts: { name: string; address: string; description: string }) => ({
  storeuuid,
  ...texts,
  logo: '',
  province_code: '',
  city_code: '',
  district_code: '',
  lat: null,
  lng: null,
  phone: '',
  hours: '',
  status: 'open' as const,
  is_default: 0,
  featured: 0,
  update_time: 1,
  create_time: 1,
});

describe.each(TEST_DIALECTS)('the store languages migration on %s', (dialect) => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.close();
    await drop?.();
  });

  it('splits texts written in both languages and gives the untouched demo stores their English address', async () => {
    const database = await newDatabase(dialect, 'sf-store-languages');
    drop = database.drop;
    handle = openDatabase(database.url.href);
    const { db } = handle;
    await migrateUpTo(db, '2026112820_answer_checks');
    await db
      .insertInto('store')
      .values([
        storeRow(DEMO_STORE.storeuuid, {
          name: '星河咖啡 Galaxy Coffee',
          address: DEMO_STORE.address,
          description: `${DEMO_STORE.description} ${DEMO_STORE.description_en}`,
        }),
        storeRow(seeded.storeuuid, {
          name: `${seeded.name['zh-cn']} ${seeded.name.en}`,
          address: '操作员改过的地址 9 号',
          description: seeded.description['zh-cn'],
        }),
        storeRow('english-only', { name: 'Tea House', address: '1 Tea Road', description: 'Tea, 24 kinds.' }),
        storeRow('chinese-only', { name: '茶馆', address: '茶路 1 号', description: '二十四种茶。' }),
        storeRow('latin-first', { name: 'KFC 肯德基', address: '', description: '' }),
      ])
      .execute();

    expect(await migrateToLatest(db)).toContain('2026112901_store_languages');

    const rows = await db
      .selectFrom('store')
      .select(['storeuuid', 'name', 'name_en', 'address', 'address_en', 'description', 'description_en'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        storeuuid: DEMO_STORE.storeuuid,
        name: DEMO_STORE.name,
        name_en: DEMO_STORE.name_en,
        address: DEMO_STORE.address,
        address_en: DEMO_STORE.address_en,
        description: DEMO_STORE.description,
        description_en: DEMO_STORE.description_en,
      },
      {
        storeuuid: seeded.storeuuid,
        name: seeded.name['zh-cn'],
        name_en: seeded.name.en,
        address: '操作员改过的地址 9 号',
        address_en: '',
        description: seeded.description['zh-cn'],
        description_en: '',
      },
      {
        storeuuid: 'english-only',
        name: 'Tea House',
        name_en: '',
        address: '1 Tea Road',
        address_en: '',
        description: 'Tea, 24 kinds.',
        description_en: '',
      },
      {
        storeuuid: 'chinese-only',
        name: '茶馆',
        name_en: '',
        address: '茶路 1 号',
        address_en: '',
        description: '二十四种茶。',
        description_en: '',
      },
      {
        storeuuid: 'latin-first',
        name: 'KFC 肯德基',
        name_en: '',
        address: '',
        address_en: '',
        description: '',
        description_en: '',
      },
    ]);
  });
});
