import { randomBytes } from 'node:crypto';
import { LANGUAGES } from '@storefront/shared';
import type { Transaction } from 'kysely';
import { nowSeconds } from '../../lib/clock.js';
import type { TDb } from '../database.js';
import type { Database } from '../schema.js';
import { storeAssistant, storeKnowledge, storeName, type TStoreSeed } from './store-knowledge.js';
import { CENTRAL_WEST_STORES } from './store-seeds.central-west.js';
import { GUANGDONG_STORES } from './store-seeds.guangdong.js';
import { SHANGHAI_BEIJING_STORES } from './store-seeds.shanghai-beijing.js';
import { ZHEJIANG_JIANGSU_STORES } from './store-seeds.zhejiang-jiangsu.js';

/** The demo stores beside the default one: cafés to bike repair, in ten provinces. */
export const DEMO_STORE_SEEDS: TStoreSeed[] = [
  ...SHANGHAI_BEIJING_STORES,
  ...ZHEJIANG_JIANGSU_STORES,
  ...GUANGDONG_STORES,
  ...CENTRAL_WEST_STORES,
];

/** A database with this many stores is someone's real listing; the demo stores are not added to it. */
const REAL_LISTING_MIN = 30;

const newChatkey = (): string => `ck_${randomBytes(12).toString('hex')}`;

async function insertAssistants(trx: Transaction<Database>, storeId: number, seed: TStoreSeed, now: number) {
  const assistant = storeAssistant(seed);
  const entries = LANGUAGES.flatMap((lang) =>
    storeKnowledge(seed, lang).map((entry) => ({ ...entry, lang })),
  );
  for (const variant of ['published', 'draft'] as const) {
    const row = await trx
      .insertInto('assistant')
      .values({
        store_id: storeId,
        variant,
        chatkey: newChatkey(),
        name: JSON.stringify(assistant.name),
        system_prompt: assistant.systemPrompt,
        welcome: JSON.stringify(assistant.welcome),
        suggestions: JSON.stringify(assistant.suggestions),
        provider: 'default',
        update_time: now,
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('knowledge')
      .values(
        entries.map((entry, index) => ({
          assistant_id: row.id,
          lang: entry.lang,
          question: entry.question,
          answer: entry.answer,
          tags: entry.tags,
          // Earlier entries get a higher weigh, so the seed order is the list order.
          weigh: (entries.length - index) * 10,
          create_time: now,
        })),
      )
      .execute();
  }
}

/**
 * Adds the demo stores, each with a published and a draft assistant answering from the store's own facts, in
 * one transaction. Runs on every start but only while the table has fewer than 30 stores (a fresh database has
 * just the default store); a store already there is skipped. Returns how many stores were added.
 */
export async function seedDemoStores(db: TDb): Promise<number> {
  const counted = await db
    .selectFrom('store')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(counted.count) >= REAL_LISTING_MIN) return 0;
  const now = nowSeconds();
  return db.transaction().execute(async (trx) => {
    let created = 0;
    for (const seed of DEMO_STORE_SEEDS) {
      const store = await trx
        .insertInto('store')
        .values({
          storeuuid: seed.storeuuid,
          name: storeName(seed),
          logo: '',
          province_code: seed.area[0],
          city_code: seed.area[1],
          district_code: seed.area[2],
          address: seed.address['zh-cn'],
          lat: seed.lat,
          lng: seed.lng,
          phone: seed.phone,
          hours: seed.hours,
          description: `${seed.description['zh-cn']} ${seed.description.en}`,
          status: seed.closed ? 'closed' : 'open',
          is_default: 0,
          featured: seed.featured ? 1 : 0,
          update_time: now,
          create_time: now,
        })
        .onConflict((conflict) => conflict.column('storeuuid').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!store) continue;
      await insertAssistants(trx, store.id, seed, now);
      created += 1;
    }
    return created;
  });
}
