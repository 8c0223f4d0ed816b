/** Mainland China's bounding box, where the stores outside big cities are scattered. */
export const BOX = { latMin: 18.2, latMax: 53.5, lngMin: 73.5, lngMax: 134.8 };

/** [lat, lng, weight, province, city, district, metro spread in degrees] of big cities. */
export const CITIES: Array<[number, number, number, string, string, string, number]> = [
  [31.2304, 121.4737, 10, '310000', '310100', '310104', 0.2],
  [39.9042, 116.4074, 10, '110000', '110100', '110105', 0.2],
  [23.1291, 113.2644, 7, '440000', '440100', '440106', 0.18],
  [22.5431, 114.0579, 7, '440000', '440300', '440305', 0.15],
  [30.5728, 104.0668, 6, '510000', '510100', '510104', 0.18],
  [29.563, 106.5516, 6, '500000', '500100', '500103', 0.2],
  [30.2741, 120.1551, 5, '330000', '330100', '330106', 0.15],
  [30.5928, 114.3055, 5, '420000', '420100', '420106', 0.15],
  [34.3416, 108.9398, 4, '610000', '610100', '610113', 0.12],
  [32.0603, 118.7969, 4, '320000', '320100', '320102', 0.12],
  [39.3434, 117.3616, 4, '120000', '120100', '120101', 0.15],
  [31.2989, 120.5853, 4, '320000', '320500', '320508', 0.12],
  [28.2282, 112.9388, 3, '430000', '430100', '430102', 0.12],
  [34.7466, 113.6254, 3, '410000', '410100', '410102', 0.12],
  [36.0671, 120.3826, 3, '370000', '370200', '370202', 0.1],
  [24.4798, 118.0894, 2, '350000', '350200', '350203', 0.08],
  [36.6512, 117.1201, 2, '370000', '370100', '370102', 0.1],
  [41.8057, 123.4315, 2, '210000', '210100', '210102', 0.1],
  [45.8038, 126.535, 2, '230000', '230100', '230102', 0.1],
  [25.0389, 102.7183, 2, '530000', '530100', '530102', 0.1],
];
const TOTAL_WEIGHT = CITIES.reduce((sum, city) => sum + city[2], 0);

/** A standard normal sample. */
export const gauss = () =>
  Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
/** A big city, chosen by weight. */
export const pickCity = () => {
  let left = Math.random() * TOTAL_WEIGHT;
  for (const city of CITIES) {
    left -= city[2];
    if (left <= 0) return city;
  }
  return CITIES[0] ?? [31.2304, 121.4737, 1, '310000', '310100', '310104', 0.2];
};
/** A uniform point of the bounding box. */
export const anywhere = (): [number, number] => [
  BOX.latMin + Math.random() * (BOX.latMax - BOX.latMin),
  BOX.lngMin + Math.random() * (BOX.lngMax - BOX.lngMin),
];

/** Where requests ask from: mostly around the same cities (people search where stores are), some anywhere. */
export function queryPoint(): [number, number] {
  if (Math.random() >= 0.8) return anywhere();
  const [lat, lng] = pickCity();
  return [lat + gauss() * 0.1, lng + gauss() * 0.1];
}
