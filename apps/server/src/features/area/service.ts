import type { TAreaOption, TAreaQuery } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { listAreas, type TAreaRow } from './repo.js';

interface AreaIndex {
  byCode: Map<string, TAreaRow>;
  /** The ready answer for each parent id; 0 holds the provinces. */
  optionsByParent: Map<number, TAreaOption[]>;
}

function buildIndex(rows: TAreaRow[]): AreaIndex {
  const byCode = new Map<string, TAreaRow>();
  const optionsByParent = new Map<number, TAreaOption[]>();
  for (const row of rows) {
    byCode.set(row.code, row);
    const siblings = optionsByParent.get(row.pid) ?? [];
    siblings.push({ value: row.code, label: row.name });
    optionsByParent.set(row.pid, siblings);
  }
  return { byCode, optionsByParent };
}

const NO_OPTIONS: TAreaOption[] = [];

/**
 * Answers the area cascader from an in-process index: the table is written only by the seed, so it is read
 * once and never expires. Requests never reach the database and unknown codes cost a map lookup.
 */
export function createAreaService({ db }: { db: TDb }) {
  const index = createTtlCache(Number.POSITIVE_INFINITY, async (_key: 'all') =>
    buildIndex(await listAreas(db)),
  );

  async function loadIndex(): Promise<AreaIndex> {
    const loaded = await index.get('all');
    // An empty table (not seeded yet) is not remembered, so the areas show up once they are imported.
    if (loaded.byCode.size === 0) index.clear();
    return loaded;
  }

  return {
    /**
     * Provinces without parameters, the cities of `province`, or the districts of `city` within `province`.
     * An unknown code, or a city of another province, gives an empty list; `city` alone is a bad request.
     */
    async options({ province, city }: TAreaQuery): Promise<TAreaOption[]> {
      const { byCode, optionsByParent } = await loadIndex();
      if (province === undefined) {
        if (city !== undefined) throw new AppError('validation.invalid', { data: { field: 'province' } });
        return optionsByParent.get(0) ?? NO_OPTIONS;
      }
      const provinceRow = byCode.get(province);
      if (provinceRow?.level !== 1) return NO_OPTIONS;
      if (city === undefined) return optionsByParent.get(provinceRow.id) ?? NO_OPTIONS;
      const cityRow = byCode.get(city);
      if (cityRow?.level !== 2 || cityRow.pid !== provinceRow.id) return NO_OPTIONS;
      return optionsByParent.get(cityRow.id) ?? NO_OPTIONS;
    },
  };
}

export type TAreaService = ReturnType<typeof createAreaService>;
