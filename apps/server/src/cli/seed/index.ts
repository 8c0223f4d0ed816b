import type { TDb } from '../../db/database.js';
import { seedAreaIfEmpty } from './area.js';
import { seedDemoAssistant } from './assistant.js';
import { seedIfEmpty } from './basics.js';
import { seedContentIfEmpty } from './content.js';
import { seedShopMenu } from './shop-menu.js';
import { seedDemoStores } from './stores.js';

/**
 * Everything a database needs to be usable, each part added only where it is missing: the site's settings,
 * menus (the "My store" one too), areas and articles and, with `demo` (the default, as development and tests
 * want it), the demo store and member, its assistants and the other demo stores; a second run changes nothing.
 * Only a fresh database is given to it at start (`prepareDatabase`). `seeded` tells whether the site's
 * settings went in now, `areas` how many areas did.
 */
export async function seedDatabase(
  db: TDb,
  { demo = true }: { demo?: boolean } = {},
): Promise<{ seeded: boolean; areas: number }> {
  const seeded = await seedIfEmpty(db, { demo });
  await seedShopMenu(db);
  const areas = await seedAreaIfEmpty(db);
  if (demo) {
    await seedDemoAssistant(db);
    await seedDemoStores(db);
  }
  await seedContentIfEmpty(db);
  return { seeded, areas };
}
