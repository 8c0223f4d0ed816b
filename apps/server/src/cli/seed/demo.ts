/**
 * The demo store and member every fresh database gets, so the product is usable at first start. The store's
 * texts are Chinese in the plain columns, English in the `_en` ones.
 */
export const DEMO_STORE = {
  storeuuid: '5f0c6b1e-2d4a-4c8e-9b7a-3e1f0d2c4b6a',
  name: '星河咖啡',
  name_en: 'Galaxy Coffee',
  logo: '',
  province_code: '310000',
  city_code: '310100',
  district_code: '310104',
  address: '上海市徐汇区漕溪北路 88 号',
  address_en: '88 Caoxi North Road, Xuhui District, Shanghai',
  lat: 31.1933,
  lng: 121.4365,
  phone: '021-00000000',
  hours: '08:00-22:00',
  description: '精品咖啡与轻食，支持到店自提和外送。',
  description_en: 'Specialty coffee and light meals, pick-up or delivery.',
  status: 'open' as const,
  is_default: 1,
  featured: 1,
};

export const DEMO_MEMBER = {
  username: 'demo',
  password: 'demo123456',
  nickname: 'Demo',
  email: 'demo@example.com',
};
