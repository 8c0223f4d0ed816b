import type { TAreaOption, TAreaQuery, TLanguage } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { englishAreaName } from './english-names.js';
import { listAreas, type TAreaRow } from './repo.js';

type TOptions = Record<TLanguage, TAreaOption[]>;

interface AreaIndex {
  byCode: Map<string, TAreaRow>;
  /** The ready answer in each language for each parent id; 0 holds the provinces. */
  optionsByParent: Map<number, TOptions>;
}

function buildIndex(rows: TAreaRow[]): AreaIndex {
  const byCode = new Map<string, TAreaRow>();
  const optionsByParent = new Map<number, TOptions>();
  for (const row of rows) {
    byCode.set(row.code, row);
    const siblings = optionsByParent.get(row.pid) ?? { 'zh-cn': [], en: [] };
    siblings['zh-cn'].push({ value: row.code, label: row.name });
    siblings.en.push({ value: row.code, label: englishAreaName(row) });
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
     * Named in `lang`: the data's Chinese names, or English ones (english-names.ts) for English readers.
     */
    async options({ province, city }: TAreaQuery, lang: TLanguage = 'zh-cn'): Promise<TAreaOption[]> {
      const { byCode, optionsByParent } = await loadIndex();
      const of = (parent: number) => optionsByParent.get(parent)?.[lang] ?? NO_OPTIONS;
      if (province === undefined) {
        if (city !== undefined) throw new AppError('validation.invalid', { data: { field: 'province' } });
        return of(0);
      }
      const provinceRow = byCode.get(province);
      if (provinceRow?.level !== 1) return NO_OPTIONS;
      if (city === undefined) return of(provinceRow.id);
      const cityRow = byCode.get(city);
      if (cityRow?.level !== 2 || cityRow.pid !== provinceRow.id) return NO_OPTIONS;
      return of(cityRow.id);
    },
  };
}

export type TAreaService = ReturnType<typeof createAreaService>;
