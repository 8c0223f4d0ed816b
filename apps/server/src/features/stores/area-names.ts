import type { TAreaOption } from '@storefront/shared';
import type { TAreaService } from '../area/index.js';

/** The area names of a store card, '' where unknown. */
export interface TAreaNames {
  province_name: string;
  city_name: string;
  district_name: string;
}

const labelOf = (options: TAreaOption[], code: string) =>
  options.find((option) => option.value === code)?.label ?? '';

/**
 * Names a store's province, city and district through the area service (an in-memory index, no query).
 * Unknown or empty codes give ''; a city is only named within its province, a district within its city.
 */
export async function areaNames(
  area: TAreaService,
  codes: { province_code: string; city_code: string; district_code: string },
): Promise<TAreaNames> {
  const names: TAreaNames = { province_name: '', city_name: '', district_name: '' };
  if (!codes.province_code) return names;
  names.province_name = labelOf(await area.options({}), codes.province_code);
  if (!names.province_name || !codes.city_code) return names;
  const province = codes.province_code;
  names.city_name = labelOf(await area.options({ province }), codes.city_code);
  if (!names.city_name || !codes.district_code) return names;
  const districts = await area.options({ province, city: codes.city_code });
  names.district_name = labelOf(districts, codes.district_code);
  return names;
}

/** `areaNames` remembered per code triple: one list of cards often shares its areas. Use one per request. */
export function createAreaNamer(area: TAreaService) {
  const known = new Map<string, Promise<TAreaNames>>();
  return (codes: { province_code: string; city_code: string; district_code: string }) => {
    const key = `${codes.province_code}/${codes.city_code}/${codes.district_code}`;
    let names = known.get(key);
    if (!names) {
      names = areaNames(area, codes);
      known.set(key, names);
    }
    return names;
  };
}
