import type { TDb } from '../../db/database.js';
import { seedAreaIfEmpty } from './area.js';
import { seedDemoAssistant } from './assistant.js';
import { seedIfEmpty } from './basics.js';
import { seedContentIfEmpty } from './content.js';
import { seedShopMenu } from './shop-menu.js';
import { seedDemoStores } from './stores.js';

/**
 * Everything a database needs to be usable, each part added only where it is missing: a fresh database gets
 * the site, the demo store and member, the areas, the assistants, the demo stores and the articles, and any
 * database the "My store" menu it lacks; a second start changes nothing. `seeded` tells whether this was a
 * fresh database, `areas` how many areas went in.
 */
export async function seedDatabase(db: TDb): Promise<{ seeded: boolean; areas: number }> {
  const seeded = await seedIfEmpty(db);
  await seedShopMenu(db);
  const areas = await seedAreaIfEmpty(db);
  await seedDemoAssistant(db);
  await seedDemoStores(db);
  await seedContentIfEmpty(db);
  return { seeded, areas };
}
