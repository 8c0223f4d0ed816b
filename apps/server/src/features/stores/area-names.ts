import type { TAreaOption, TLanguage } from '@storefront/shared';
import type { TAreaService } from '../area/index.js';

/** The area names of a store card, '' where unknown. */
export interface TAreaNames {
  province_name: string;
  city_name: string;
  district_name: string;
}

/** A store's area codes, from the province down; '' where not chosen. */
type TAreaCodes = { province_code: string; city_code: string; district_code: string };

const labelOf = (options: TAreaOption[], code: string) =>
  options.find((option) => option.value === code)?.label ?? '';

/**
 * Names a store's province, city and district in `lang` through the area service (an in-memory index, no
 * query). Unknown or empty codes give ''; a city is only named within its province, a district within its city.
 */
export async function areaNames(area: TAreaService, codes: TAreaCodes, lang: TLanguage): Promise<TAreaNames> {
  const names: TAreaNames = { province_name: '', city_name: '', district_name: '' };
  if (!codes.province_code) return names;
  names.province_name = labelOf(await area.options({}, lang), codes.province_code);
  if (!names.province_name || !codes.city_code) return names;
  const province = codes.province_code;
  names.city_name = labelOf(await area.options({ province }, lang), codes.city_code);
  if (!names.city_name || !codes.district_code) return names;
  const districts = await area.options({ province, city: codes.city_code }, lang);
  names.district_name = labelOf(districts, codes.district_code);
  return names;
}

/** A store's area names in both languages, for a card that readers of either language share. */
export type TBilingualAreaNames = Record<TLanguage, TAreaNames>;

export async function bilingualAreaNames(
  area: TAreaService,
  codes: TAreaCodes,
): Promise<TBilingualAreaNames> {
  const [zh, en] = await Promise.all([areaNames(area, codes, 'zh-cn'), areaNames(area, codes, 'en')]);
  return { 'zh-cn': zh, en };
}

/** `areaNames` in `lang` remembered per code triple: one list of cards often shares its areas. One per request. */
export function createAreaNamer(area: TAreaService, lang: TLanguage) {
  const known = new Map<string, Promise<TAreaNames>>();
  return (codes: TAreaCodes) => {
    const key = `${codes.province_code}/${codes.city_code}/${codes.district_code}`;
    let names = known.get(key);
    if (!names) {
      names = areaNames(area, codes, lang);
      known.set(key, names);
    }
    return names;
  };
}
