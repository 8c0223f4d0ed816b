import { pinyin } from 'pinyin-pro';

/**
 * Province-level areas by their code's first two digits, as English writes them: pinyin would say "Shanxi"
 * for both 山西 and 陕西, and nobody says "Neimenggu" or "Xizang" for Inner Mongolia or Tibet.
 */
const PROVINCES: Record<string, string> = {
  '11': 'Beijing',
  '12': 'Tianjin',
  '13': 'Hebei',
  '14': 'Shanxi',
  '15': 'Inner Mongolia',
  '21': 'Liaoning',
  '22': 'Jilin',
  '23': 'Heilongjiang',
  '31': 'Shanghai',
  '32': 'Jiangsu',
  '33': 'Zhejiang',
  '34': 'Anhui',
  '35': 'Fujian',
  '36': 'Jiangxi',
  '37': 'Shandong',
  '41': 'Henan',
  '42': 'Hubei',
  '43': 'Hunan',
  '44': 'Guangdong',
  '45': 'Guangxi',
  '46': 'Hainan',
  '50': 'Chongqing',
  '51': 'Sichuan',
  '52': 'Guizhou',
  '53': 'Yunnan',
  '54': 'Tibet',
  '61': 'Shaanxi',
  '62': 'Gansu',
  '63': 'Qinghai',
  '64': 'Ningxia',
  '65': 'Xinjiang',
  '71': 'Taiwan',
  '81': 'Hong Kong',
  '82': 'Macao',
};

/** Hong Kong's and Macao's districts have English names of their own, not pinyin of the Mandarin reading. */
const OWN_ENGLISH: Record<string, string> = {
  中西区: 'Central and Western',
  湾仔区: 'Wan Chai',
  东区: 'Eastern',
  南区: 'Southern',
  油尖旺区: 'Yau Tsim Mong',
  深水埗区: 'Sham Shui Po',
  九龙城区: 'Kowloon City',
  黄大仙区: 'Wong Tai Sin',
  观塘区: 'Kwun Tong',
  荃湾区: 'Tsuen Wan',
  屯门区: 'Tuen Mun',
  元朗区: 'Yuen Long',
  北区: 'North',
  大埔区: 'Tai Po',
  西贡区: 'Sai Kung',
  沙田区: 'Sha Tin',
  葵青区: 'Kwai Tsing',
  离岛区: 'Islands',
  花地玛堂区: 'Our Lady of Fatima Parish',
  花王堂区: 'St. Anthony Parish',
  望德堂区: 'St. Lazarus Parish',
  大堂区: 'Cathedral Parish',
  风顺堂区: 'St. Lawrence Parish',
  嘉模堂区: 'Our Lady of Carmel Parish',
  路凼填海区: 'Cotai',
  圣方济各堂区: 'St. Francis Xavier Parish',
};

/** The one city the seed gives a province-level area without cities (北京, 天津, 上海, 重庆, 香港, 澳门). */
const MUNICIPALITY_CITY = /^(11|12|31|50|81|82)0100$/;

/** What an administrative ending says in English, longest first; a city (市) of level 2 says nothing. */
const SUFFIXES: { chinese: string; english: string; levels: number[] }[] = [
  { chinese: '特别行政区', english: '', levels: [1] },
  { chinese: '经济技术开发区', english: ' Economic and Technological Development Zone', levels: [3] },
  { chinese: '高新技术产业开发区', english: ' High-tech Industrial Development Zone', levels: [3] },
  { chinese: '开发区', english: ' Development Zone', levels: [3] },
  { chinese: '自治州', english: ' Prefecture', levels: [2] },
  { chinese: '自治县', english: ' Autonomous County', levels: [3] },
  { chinese: '自治旗', english: ' Autonomous Banner', levels: [3] },
  { chinese: '地区', english: ' Prefecture', levels: [2] },
  { chinese: '林区', english: ' Forestry District', levels: [2, 3] },
  { chinese: '新区', english: ' New Area', levels: [3] },
  { chinese: '特区', english: ' Special District', levels: [3] },
  { chinese: '矿区', english: ' Mining District', levels: [3] },
  { chinese: '盟', english: ' League', levels: [2] },
  { chinese: '市', english: '', levels: [2] },
  { chinese: '市', english: ' City', levels: [3] },
  { chinese: '区', english: ' District', levels: [2, 3] },
  { chinese: '县', english: ' County', levels: [3] },
  { chinese: '旗', english: ' Banner', levels: [3] },
];

/** A name in Hanyu Pinyin as a place name is written: one word, capitalised, `'` where a syllable could blur. */
export function placePinyin(chinese: string): string {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  const word = syllables
    .map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable))
    .join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The English name of an area of the data (the area table's name, short name, level and code): the usual
 * English for provinces and for Hong Kong's and Macao's districts, otherwise the short name in pinyin and what
 * its ending says ("Jiang'an District", "Enshi Prefecture", "Wuhan"). A municipality's one city is named like
 * the municipality.
 */
export function englishAreaName(area: { name: string; shortname: string; level: number; code: string }) {
  const province = PROVINCES[area.code.slice(0, 2)];
  if (area.level === 1 && province) return province;
  if (area.level === 2 && province && MUNICIPALITY_CITY.test(area.code)) return province;
  const own = OWN_ENGLISH[area.name];
  if (own) return own;
  if (area.name.includes('直辖县级行政区划')) return 'County-level divisions';
  const suffix = SUFFIXES.find(
    (candidate) => candidate.levels.includes(area.level) && area.name.endsWith(candidate.chinese),
  );
  const cut = suffix ? area.name.slice(0, -suffix.chinese.length) : area.name;
  // The short name also drops ethnic groups (恩施土家族苗族自治州 → 恩施); a name too short to cut keeps its stem.
  const stem = area.shortname && area.shortname.length <= cut.length ? area.shortname : cut;
  return `${placePinyin(stem || area.name)}${suffix?.english ?? ''}`;
}
