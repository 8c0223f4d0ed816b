import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAreaIfEmpty, shortenAreaName } from '../../cli/seed/area.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const AREA = '/api/ajax/area';
type TOption = { value: string; label: string };
const labelsOf = (options: TOption[]) => options.map((option) => option.label);

describe.each(TEST_DIALECTS)('GET /api/ajax/area on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const options = async (query: string): Promise<TOption[]> => {
    const { status, body } = await server.request(`${AREA}${query}`);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    return body.data;
  };

  it('lists the 34 province-level areas without login, cacheable for a day', async () => {
    const { status, headers, body } = await server.request(AREA);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=86400');
    expect(body.data).toHaveLength(34);
    expect(body.data).toContainEqual({ value: '440000', label: '广东省' });
    expect(labelsOf(body.data)).toEqual(expect.arrayContaining(['北京市', '香港特别行政区', '台湾省']));
  });

  it('names the areas in English for English readers, varying the cached answer by language', async () => {
    const english = { headers: { 'think-lang': 'en' } };
    const { headers, body } = await server.request(AREA, english);
    expect(headers.get('vary')).toContain('think-lang');
    expect(body.data).toHaveLength(34);
    expect(body.data).toContainEqual({ value: '440000', label: 'Guangdong' });
    expect(labelsOf(body.data)).toEqual(
      expect.arrayContaining(['Beijing', 'Shanxi', 'Shaanxi', 'Inner Mongolia', 'Tibet', 'Hong Kong']),
    );
    const { body: cities } = await server.request(`${AREA}?province=420000`, english);
    expect(cities.data).toContainEqual({ value: '420100', label: 'Wuhan' });
    expect(cities.data).toContainEqual({ value: '422800', label: 'Enshi Prefecture' });
    const { body: wuhan } = await server.request(`${AREA}?province=420000&city=420100`, english);
    expect(wuhan.data).toContainEqual({ value: '420102', label: "Jiang'an District" });
    const { body: beijing } = await server.request(`${AREA}?province=110000`, english);
    expect(beijing.data).toEqual([{ value: '110100', label: 'Beijing' }]);
    const { body: hongKong } = await server.request(`${AREA}?province=810000&city=810100`, english);
    expect(hongKong.data).toContainEqual({ value: '810002', label: 'Wan Chai' });
    // Nothing is left in Chinese characters.
    expect(labelsOf([...body.data, ...cities.data, ...wuhan.data]).join(' ')).not.toMatch(/\p{Script=Han}/u);
  });

  it("lists Guangdong's cities and Guangzhou's districts", async () => {
    const cities = await options('?province=440000');
    expect(cities).toHaveLength(21);
    expect(cities).toContainEqual({ value: '440100', label: '广州市' });
    expect(cities).toContainEqual({ value: '440300', label: '深圳市' });
    const districts = await options('?province=440000&city=440100');
    expect(districts).toContainEqual({ value: '440106', label: '天河区' });
    // The package's placeholder 440101 "市辖区" is not a district.
    expect(districts).toHaveLength(11);
    expect(labelsOf(districts)).not.toContain('市辖区');
  });

  it('reaches the districts of a municipality through one city named after it', async () => {
    expect(await options('?province=110000')).toEqual([{ value: '110100', label: '北京市' }]);
    const beijing = await options('?province=110000&city=110100');
    expect(beijing).toHaveLength(16);
    expect(beijing).toContainEqual({ value: '110105', label: '朝阳区' });
    // 重庆's counties (5002xx) sit beside its districts under the one city.
    const chongqing = await options('?province=500000&city=500100');
    expect(labelsOf(chongqing)).toEqual(expect.arrayContaining(['渝中区', '城口县']));
    expect(chongqing).toHaveLength(38);
  });

  it('gives Hong Kong its districts and Taiwan no lower levels, as the data package has them', async () => {
    expect(await options('?province=810000')).toEqual([{ value: '810100', label: '香港特别行政区' }]);
    expect(await options('?province=810000&city=810100')).toHaveLength(18);
    expect(await options('?province=710000')).toEqual([]);
  });

  it('answers an empty list for a city of another province and for unknown codes', async () => {
    expect(await options('?province=110000&city=440100')).toEqual([]);
    expect(await options('?province=440000&city=110100')).toEqual([]);
    expect(await options('?province=440100')).toEqual([]);
    expect(await options('?province=440000&city=440106')).toEqual([]);
    expect(await options('?province=999999')).toEqual([]);
    expect(await options('?province=999999999999&city=999999999999')).toEqual([]);
  });

  it.each([
    ['letters', '?province=abc'],
    ['an SQL fragment', `?province=${encodeURIComponent("440000' OR '1'='1")}`],
    ['a numeric SQL fragment', `?province=440000&city=${encodeURIComponent('1 or 1=1')}`],
    ['50 digits', `?province=${'4'.repeat(50)}`],
    ['an empty code', '?province='],
    ['a city without its province', '?city=440100'],
  ])('refuses %s with code 0 and "Incorrect parameter!"', async (_name, query) => {
    const { status, headers, body } = await server.request(`${AREA}${query}`, {
      headers: { 'think-lang': 'en' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg: 'Incorrect parameter!', data: { field: expect.any(String) } });
    expect(headers.get('cache-control')).not.toBe('public, max-age=86400');
  });

  it('imports every level once with codes as ids, parents, short names and no coordinates', async () => {
    const { db } = server.database;
    const levels = await db
      .selectFrom('area')
      .select(['level', db.fn.countAll<number>().as('count')])
      .groupBy('level')
      .orderBy('level')
      .execute();
    expect(levels.map((row) => [row.level, Number(row.count)])).toEqual([
      [1, 34],
      [2, 343],
      [3, 3030],
    ]);
    const tianhe = await db.selectFrom('area').selectAll().where('code', '=', '440106').executeTakeFirst();
    expect(tianhe).toEqual({
      id: 440106,
      pid: 440100,
      level: 3,
      name: '天河区',
      shortname: '天河',
      code: '440106',
      lng: null,
      lat: null,
    });
    expect(await seedAreaIfEmpty(db)).toBe(0);
    const total = await db.selectFrom('area').select(db.fn.countAll<number>().as('count')).executeTakeFirst();
    expect(Number(total?.count)).toBe(3407);
  });
});

describe('shortenAreaName', () => {
  it.each([
    ['广东省', '广东'],
    ['北京市', '北京'],
    ['内蒙古自治区', '内蒙古'],
    ['广西壮族自治区', '广西'],
    ['新疆维吾尔自治区', '新疆'],
    ['香港特别行政区', '香港'],
    ['延边朝鲜族自治州', '延边'],
    ['恩施土家族苗族自治州', '恩施'],
    ['巴音郭楞蒙古自治州', '巴音郭楞'],
    ['积石山保安族东乡族撒拉族自治县', '积石山'],
    ['东乡族自治县', '东乡'],
    ['鄂伦春自治旗', '鄂伦春'],
    ['管城回族区', '管城'],
    ['大兴安岭地区', '大兴安岭'],
    ['锡林郭勒盟', '锡林郭勒'],
    ['浦东新区', '浦东'],
    ['清新区', '清新'],
    ['井陉矿区', '井陉'],
    ['天河区', '天河'],
  ])('shortens %s to %s', (name, short) => {
    expect(shortenAreaName(name)).toBe(short);
  });

  it.each(['东区', '城区', '矿区', '沙县', '芒市', '西沙群岛', '省直辖县级行政区划'])(
    'keeps %s whole: a shorter name would say nothing',
    (name) => {
      expect(shortenAreaName(name)).toBe(name);
    },
  );
});
