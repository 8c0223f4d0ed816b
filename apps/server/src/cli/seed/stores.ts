import { LANGUAGES } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { countStores, insertStore } from '../../features/stores/repo.js';
import { nowSeconds } from '../../lib/clock.js';
import { seedAssistant } from './assistant-seed.js';
import { storeAssistant, storeKnowledge, type TStoreSeed } from './store-knowledge.js';
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

/**
 * Adds the demo stores, each with a published and a draft assistant answering from the store's own facts, in
 * one transaction, but only while the table has fewer than 30 stores (a fresh database has just the default
 * store); a store already there is skipped. Returns how many stores were added.
 */
export async function seedDemoStores(db: TDb): Promise<number> {
  if ((await countStores(db)) >= REAL_LISTING_MIN) return 0;
  const now = nowSeconds();
  return db.transaction().execute(async (trx) => {
    let created = 0;
    for (const seed of DEMO_STORE_SEEDS) {
      const storeId = await insertStore(
        trx,
        {
          storeuuid: seed.storeuuid,
          name: seed.name['zh-cn'],
          name_en: seed.name.en,
          logo: '',
          province_code: seed.area[0],
          city_code: seed.area[1],
          district_code: seed.area[2],
          address: seed.address['zh-cn'],
          address_en: seed.address.en,
          lat: seed.lat,
          lng: seed.lng,
          phone: seed.phone,
          hours: seed.hours,
          description: seed.description['zh-cn'],
          description_en: seed.description.en,
          status: seed.closed ? 'closed' : 'open',
          is_default: 0,
          featured: seed.featured ? 1 : 0,
          update_time: now,
          create_time: now,
        },
        { skipExisting: true },
      );
      if (storeId === undefined) continue;
      const assistant = storeAssistant(seed);
      const knowledge = LANGUAGES.flatMap((lang) =>
        storeKnowledge(seed, lang).map((entry) => ({ ...entry, lang })),
      );
      for (const variant of ['published', 'draft'] as const) {
        await seedAssistant(trx, { storeId, variant, assistant, knowledge, now });
      }
      created += 1;
    }
    return created;
  });
}
