import type { Kysely } from 'kysely';

/**
 * A store's name, address and description in English beside the Chinese ones the existing columns keep (the
 * site's default language), so each visitor reads a store in their language.
 *
 * Stores were written with both languages in one field, "星河咖啡 Galaxy Coffee": a text whose Chinese part is
 * followed by a space and a part with Latin letters and no Chinese is split between the two columns. The demo
 * stores' English addresses were never stored: each is filled from this frozen copy of the seed, only where
 * the Chinese address is still the seeded one (an address an operator changed gets no stale translation).
 */

const CJK = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef';
const JOINED = new RegExp(`^([\\s\\S]*[${CJK}])\\s+([^${CJK}]*\\p{Script=Latin}[^${CJK}]*)$`, 'u');

/** The Chinese and English halves of a text written in both, or undefined for a text in one language. */
function splitJoined(text: string): { zh: string; en: string } | undefined {
  const match = JOINED.exec(text.trim());
  return match?.[1] && match[2] ? { zh: match[1].trim(), en: match[2].trim() } : undefined;
}

/** storeuuid, the seeded Chinese address, its English. */
const SEEDED_ADDRESSES: ReadonlyArray<readonly [string, string, string]> = [
  [
    '5f0c6b1e-2d4a-4c8e-9b7a-3e1f0d2c4b6a',
    '上海市徐汇区漕溪北路 88 号',
    '88 Caoxi North Road, Xuhui District, Shanghai',
  ],
  [
    '093bc444-d401-4f72-9678-67684116a09c',
    '上海市静安区愚园路 218 号',
    '218 Yuyuan Road, Jing’an District, Shanghai',
  ],
  [
    '1b9b77ee-bd50-4aca-b548-6ef8f0894268',
    '上海市黄浦区南昌路 63 号',
    '63 Nanchang Road, Huangpu District, Shanghai',
  ],
  [
    'fbffd234-ba4c-4019-97f0-eb292b3f40ae',
    '上海市长宁区武夷路 150 号',
    '150 Wuyi Road, Changning District, Shanghai',
  ],
  [
    '0a523938-a02c-4094-9913-d8d686386c8e',
    '上海市浦东新区东方路 1217 号',
    '1217 Dongfang Road, Pudong New Area, Shanghai',
  ],
  [
    '16af4a39-09f4-4841-bb45-943d45b9e2d4',
    '上海市杨浦区国定路 335 号',
    '335 Guoding Road, Yangpu District, Shanghai',
  ],
  [
    '38dd6a31-5aea-4354-9d55-65e448ce4191',
    '上海市闵行区七莘路 1888 号',
    '1888 Qixin Road, Minhang District, Shanghai',
  ],
  [
    '48e7b193-9950-42d5-aa47-b06799eb6881',
    '北京市东城区南锣鼓巷 66 号',
    '66 Nanluoguxiang, Dongcheng District, Beijing',
  ],
  [
    'ef21cba9-38ad-4499-bd31-155d46ec1c7b',
    '北京市西城区西四北大街 120 号',
    '120 Xisi North Street, Xicheng District, Beijing',
  ],
  [
    '916cd7e7-d424-4f66-8cf6-d8221ffd8e17',
    '北京市朝阳区三里屯路 19 号',
    '19 Sanlitun Road, Chaoyang District, Beijing',
  ],
  [
    '924b2fe2-c079-4276-98ac-eaa2e590ccac',
    '北京市海淀区成府路 28 号',
    '28 Chengfu Road, Haidian District, Beijing',
  ],
  [
    'd2244709-5893-4992-b840-ab358172fde7',
    '杭州市西湖区龙井路 50 号',
    '50 Longjing Road, Xihu District, Hangzhou',
  ],
  [
    '0a5119d2-28e6-4976-addc-9be6f7788d1b',
    '杭州市上城区河坊街 98 号',
    '98 Hefang Street, Shangcheng District, Hangzhou',
  ],
  [
    'd641986b-cd9b-43b5-8da5-d7d9a38dad0b',
    '杭州市滨江区江南大道 588 号',
    '588 Jiangnan Avenue, Binjiang District, Hangzhou',
  ],
  [
    '93fd9d20-f32a-4254-a01b-45120ec8b00e',
    '南京市玄武区珠江路 280 号',
    '280 Zhujiang Road, Xuanwu District, Nanjing',
  ],
  [
    'cdfad6dc-e556-4de1-8ee1-6367ef773aec',
    '南京市鼓楼区广州路 173 号',
    '173 Guangzhou Road, Gulou District, Nanjing',
  ],
  [
    'ac98c8b6-60ec-4773-ac89-0288d48b0c6d',
    '苏州市姑苏区平江路 128 号',
    '128 Pingjiang Road, Gusu District, Suzhou',
  ],
  [
    '165ea8cd-0f17-4484-9674-f811172682d3',
    '苏州市虎丘区狮山路 199 号',
    '199 Shishan Road, Huqiu District, Suzhou',
  ],
  [
    '88e212e3-5877-4958-9cd1-f4150f5cc45b',
    '广州市天河区体育西路 57 号',
    '57 Tiyu West Road, Tianhe District, Guangzhou',
  ],
  [
    '63ea9218-895e-4eb9-b4ea-e82886bddb41',
    '广州市越秀区中山四路 210 号',
    '210 Zhongshan 4th Road, Yuexiu District, Guangzhou',
  ],
  [
    '13cdfbab-acc1-4685-9f03-20d9c1c945d1',
    '广州市天河区华夏路 30 号',
    '30 Huaxia Road, Tianhe District, Guangzhou',
  ],
  [
    'dfc16ab8-fcad-41a0-ae95-3b17ae89c953',
    '深圳市南山区科苑路 15 号',
    '15 Keyuan Road, Nanshan District, Shenzhen',
  ],
  [
    '0fdf8de8-eab0-468f-9d46-9525368c18b9',
    '深圳市福田区福华三路 88 号',
    '88 Fuhua 3rd Road, Futian District, Shenzhen',
  ],
  [
    'cebe7482-4c75-476c-8070-917da51472ae',
    '深圳市罗湖区解放路 2002 号',
    '2002 Jiefang Road, Luohu District, Shenzhen',
  ],
  [
    '7ff81e78-bbe0-4350-8232-928524025712',
    '成都市锦江区总府路 31 号',
    '31 Zongfu Road, Jinjiang District, Chengdu',
  ],
  [
    'e3584a7b-6285-42ba-8677-4b9820584577',
    '成都市武侯区玉林西路 55 号',
    '55 Yulin West Road, Wuhou District, Chengdu',
  ],
  [
    '207f205e-69ab-41d8-9f6e-82bb9003c51a',
    '成都市青羊区宽巷子 26 号',
    '26 Kuan Alley, Qingyang District, Chengdu',
  ],
  [
    'd31220d3-8039-44db-84af-cde2fd706413',
    '武汉市武昌区中华路 56 号',
    '56 Zhonghua Road, Wuchang District, Wuhan',
  ],
  [
    '99c5cdd3-03e3-4632-9160-7d738d761624',
    '武汉市洪山区珞喻路 726 号',
    '726 Luoyu Road, Hongshan District, Wuhan',
  ],
  [
    '31ad80b3-5904-496e-b41d-5c3c9664f4ac',
    '重庆市渝中区民族路 166 号',
    '166 Minzu Road, Yuzhong District, Chongqing',
  ],
  [
    'c9a1ad1c-c042-400b-9485-7e05cee9a3a6',
    '西安市雁塔区雁塔路 99 号',
    '99 Yanta Road, Yanta District, Xi’an',
  ],
  [
    '6c0ac234-257c-455d-bf0a-b3fa78380f38',
    '长沙市芙蓉区五一大道 368 号',
    '368 Wuyi Avenue, Furong District, Changsha',
  ],
  [
    'ef371c9e-e2f9-42dc-b907-8dd38667bf0f',
    '厦门市思明区中山路 168 号',
    '168 Zhongshan Road, Siming District, Xiamen',
  ],
];

interface TStoreTexts {
  id: number;
  storeuuid: string;
  name: string;
  address: string;
  description: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('store')
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('store')
    .addColumn('address_en', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('store')
    .addColumn('description_en', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  const store = db as unknown as Kysely<{
    store: TStoreTexts & Record<`${'name' | 'address' | 'description'}_en`, string>;
  }>;
  const addresses = new Map(SEEDED_ADDRESSES.map(([uuid, zh, en]) => [uuid, { zh, en }]));
  const rows = await store
    .selectFrom('store')
    .select(['id', 'storeuuid', 'name', 'address', 'description'])
    .execute();
  for (const row of rows) {
    const name = splitJoined(row.name);
    const description = splitJoined(row.description);
    const seeded = addresses.get(row.storeuuid);
    const values = {
      ...(name ? { name: name.zh, name_en: name.en } : {}),
      ...(description ? { description: description.zh, description_en: description.en } : {}),
      ...(seeded && seeded.zh === row.address ? { address_en: seeded.en } : {}),
    };
    if (Object.keys(values).length > 0) {
      await store.updateTable('store').set(values).where('id', '=', row.id).execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['description_en', 'address_en', 'name_en']) {
    await db.schema.alterTable('store').dropColumn(column).execute();
  }
}
