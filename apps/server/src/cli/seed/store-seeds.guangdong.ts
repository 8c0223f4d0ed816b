import type { TStoreSeed } from './store-knowledge.js';

/** Demo stores in Guangzhou and Shenzhen; coordinates lie inside their districts. */
export const GUANGDONG_STORES: TStoreSeed[] = [
  {
    storeuuid: '88e212e3-5877-4958-9cd1-f4150f5cc45b',
    name: { 'zh-cn': '早茶点心铺', en: 'Morning Dim Sum' },
    area: ['440000', '440100', '440106'],
    address: { 'zh-cn': '广州市天河区体育西路 57 号', en: '57 Tiyu West Road, Tianhe District, Guangzhou' },
    lat: 23.136,
    lng: 113.323,
    phone: '020-00000601',
    hours: '07:00-15:00, 17:00-22:00',
    description: {
      'zh-cn': '地道广式早茶：虾饺、烧卖、肠粉，一盅两件。',
      en: 'Proper Cantonese morning tea: shrimp dumplings, siu mai and rice rolls with a pot of tea.',
    },
    offers: {
      'zh-cn': ['水晶虾饺 ¥32', '干蒸烧卖 ¥28', '鲜虾肠粉 ¥26', '茶位费（每位）¥8'],
      en: [
        'Crystal shrimp dumplings ¥32',
        'Pork siu mai ¥28',
        'Shrimp rice rolls ¥26',
        'Tea charge ¥8 per person',
      ],
    },
    delivery: {
      'zh-cn': '周末早茶建议提前一天电话订位；外卖平台 3 公里内配送。',
      en: 'Book a table by phone a day ahead for weekend morning tea; delivery apps cover 3 km.',
    },
    extra: {
      question: { 'zh-cn': '周末要排队吗？', en: 'Is there a queue at weekends?' },
      answer: {
        'zh-cn': '周末 9:00–11:00 通常要排队 30 分钟左右，订位可以免排队。',
        en: 'From 9:00 to 11:00 at weekends there is usually a 30-minute queue; a booking skips it.',
      },
      tags: { 'zh-cn': '排队,等位,人多,周末,订位,等多久', en: 'queue, wait, busy, weekend, table, booking' },
    },
    featured: true,
  },
  {
    storeuuid: '63ea9218-895e-4eb9-b4ea-e82886bddb41',
    name: { 'zh-cn': '南国鲜花', en: 'Southern Blooms' },
    area: ['440000', '440100', '440104'],
    address: {
      'zh-cn': '广州市越秀区中山四路 210 号',
      en: '210 Zhongshan 4th Road, Yuexiu District, Guangzhou',
    },
    lat: 23.127,
    lng: 113.275,
    phone: '020-00000602',
    hours: '08:30-21:00',
    description: {
      'zh-cn': '岭南花市风格的花店，年宵花、兰花和日常花束。',
      en: 'A florist in the spirit of the Lingnan flower fairs: Spring Festival flowers, orchids and everyday bouquets.',
    },
    offers: {
      'zh-cn': ['日常花束 ¥99 起', '蝴蝶兰（双枝）¥168', '年桔盆栽（春节）¥128 起', '开业花篮 ¥388 起'],
      en: [
        'Everyday bouquets from ¥99',
        'Moth orchid (two stems) ¥168',
        'Kumquat tree (Spring Festival) from ¥128',
        'Opening flower baskets from ¥388',
      ],
    },
    delivery: {
      'zh-cn': '广州市区当天送达（15:00 前下单），运费 ¥20 起。',
      en: 'Same-day delivery in central Guangzhou for orders before 15:00, from ¥20.',
    },
    extra: {
      question: { 'zh-cn': '兰花怎么养？', en: 'How do I care for an orchid?' },
      answer: {
        'zh-cn': '放在明亮散射光处，每 7–10 天浇一次水，避免积水和暖气直吹。',
        en: 'Keep it in bright indirect light and water every 7–10 days; avoid standing water and heaters.',
      },
      tags: { 'zh-cn': '兰花,养护,浇水,怎么养,蝴蝶兰', en: 'orchid, care, water, watering, look after' },
    },
  },
  {
    storeuuid: '13cdfbab-acc1-4685-9f03-20d9c1c945d1',
    name: { 'zh-cn': '珠江糖水铺', en: 'Pearl River Dessert House' },
    area: ['440000', '440100', '440106'],
    address: { 'zh-cn': '广州市天河区华夏路 30 号', en: '30 Huaxia Road, Tianhe District, Guangzhou' },
    lat: 23.12,
    lng: 113.326,
    phone: '020-00000603',
    hours: '12:00-24:00',
    description: {
      'zh-cn': '老广糖水：双皮奶、杨枝甘露、红豆沙，开到午夜。',
      en: 'Cantonese sweet soups: double-skin milk, mango pomelo sago and red bean soup, open until midnight.',
    },
    offers: {
      'zh-cn': ['双皮奶 ¥16', '杨枝甘露 ¥22', '陈皮红豆沙 ¥14', '芝麻糊 ¥12'],
      en: [
        'Double-skin milk pudding ¥16',
        'Mango pomelo sago ¥22',
        'Tangerine peel red bean soup ¥14',
        'Black sesame soup ¥12',
      ],
    },
    delivery: {
      'zh-cn': '外卖平台 3 公里内配送，冰品会加冰袋。',
      en: 'Delivery apps cover 3 km; cold desserts come with an ice pack.',
    },
    extra: {
      question: { 'zh-cn': '可以做少糖吗？', en: 'Can you make it less sweet?' },
      answer: {
        'zh-cn': '可以，除双皮奶外都能做少糖或无糖。',
        en: 'Yes, everything except the double-skin milk can be made with less or no sugar.',
      },
      tags: { 'zh-cn': '少糖,无糖,甜度,糖尿病,减糖', en: 'less sugar, no sugar, sweetness, sugar-free' },
    },
  },
  {
    storeuuid: 'dfc16ab8-fcad-41a0-ae95-3b17ae89c953',
    name: { 'zh-cn': '极客咖啡', en: 'Byte Brew Coffee' },
    area: ['440000', '440300', '440305'],
    address: { 'zh-cn': '深圳市南山区科苑路 15 号', en: '15 Keyuan Road, Nanshan District, Shenzhen' },
    lat: 22.542,
    lng: 113.952,
    phone: '0755-00000701',
    hours: '07:30-22:00',
    description: {
      'zh-cn': '科技园里的办公咖啡馆，插座充足，可以包场开会。',
      en: 'A work-friendly café in the science park with plenty of sockets and a room for meetings.',
    },
    offers: {
      'zh-cn': ['美式 ¥20', '拿铁 ¥26', '早餐套餐（咖啡 + 贝果）¥32', '会议室 ¥120/小时'],
      en: ['Americano ¥20', 'Latte ¥26', 'Breakfast set (coffee + bagel) ¥32', 'Meeting room ¥120 an hour'],
    },
    delivery: {
      'zh-cn': '科技园内写字楼 10 杯起免费送；会议室需提前预约。',
      en: 'Free delivery to science park offices for 10 cups or more; the meeting room needs a booking.',
    },
    extra: {
      question: { 'zh-cn': '有 Wi-Fi 和插座吗？', en: 'Is there Wi-Fi and power?' },
      answer: {
        'zh-cn': '有，免费 Wi-Fi（密码在小票上），每个座位都有插座。',
        en: 'Yes, free Wi-Fi (the password is on your receipt) and a socket at every seat.',
      },
      tags: {
        'zh-cn': 'wifi,无线网,网络,插座,充电,办公',
        en: 'wifi, internet, socket, power, charge, work, laptop',
      },
    },
  },
  {
    storeuuid: '0fdf8de8-eab0-468f-9d46-9525368c18b9',
    name: { 'zh-cn': '萌宠美容', en: 'Paws & Bubbles Grooming' },
    area: ['440000', '440300', '440304'],
    address: { 'zh-cn': '深圳市福田区福华三路 88 号', en: '88 Fuhua 3rd Road, Futian District, Shenzhen' },
    lat: 22.538,
    lng: 114.056,
    phone: '0755-00000702',
    hours: '10:00-20:00',
    description: {
      'zh-cn': '宠物美容与 SPA，一宠一巾一消毒，可全程视频观看。',
      en: 'Pet grooming and spa with a fresh towel and disinfection for every pet, and a live video feed.',
    },
    offers: {
      'zh-cn': ['小型犬洗澡 ¥98', '泰迪造型修剪 ¥198', '猫咪洗澡 ¥158', '宠物 SPA ¥268'],
      en: ['Small dog bath ¥98', 'Poodle styling cut ¥198', 'Cat bath ¥158', 'Pet spa ¥268'],
    },
    delivery: {
      'zh-cn': '只接受预约，福田区内可上门接送（¥30）。',
      en: 'By appointment only; pick-up and drop-off in Futian for ¥30.',
    },
    extra: {
      question: { 'zh-cn': '猫咪胆小怎么办？', en: 'My cat is shy, is that a problem?' },
      answer: {
        'zh-cn': '我们有独立的猫咪间，和狗狗分开，胆小的猫可以预约安静时段（工作日上午）。',
        en: 'Cats have their own room away from the dogs; shy cats can book a quiet slot on weekday mornings.',
      },
      tags: { 'zh-cn': '胆小,害怕,应激,猫咪,安静', en: 'shy, scared, nervous, stress, cat, quiet' },
    },
  },
  {
    storeuuid: 'cebe7482-4c75-476c-8070-917da51472ae',
    name: { 'zh-cn': '东门眼镜', en: 'Clear View Optical' },
    area: ['440000', '440300', '440303'],
    address: { 'zh-cn': '深圳市罗湖区解放路 2002 号', en: '2002 Jiefang Road, Luohu District, Shenzhen' },
    lat: 22.546,
    lng: 114.119,
    phone: '0755-00000703',
    hours: '10:00-21:30',
    description: {
      'zh-cn': '眼镜店，免费电脑验光，镜架镜片现场加工。',
      en: 'An optician with free computerised eye tests and frames fitted on site.',
    },
    offers: {
      'zh-cn': ['免费验光', '镜架 ¥199 起', '防蓝光镜片 ¥298 起', '隐形眼镜（月抛）¥89/盒'],
      en: [
        'Free eye test',
        'Frames from ¥199',
        'Blue-light lenses from ¥298',
        'Monthly contact lenses ¥89 a box',
      ],
    },
    delivery: {
      'zh-cn': '常规度数 1 小时取镜；特殊度数 5–7 天，可快递到家。',
      en: 'Common prescriptions are ready in an hour; special ones in 5–7 days and can be sent to you.',
    },
    extra: {
      question: { 'zh-cn': '配眼镜要多久？', en: 'How long does it take to make glasses?' },
      answer: {
        'zh-cn': '常规度数验光加配镜大约 1 小时，高度数或渐进片需要 5–7 天。',
        en: 'About an hour with a common prescription; strong or progressive lenses take 5–7 days.',
      },
      tags: { 'zh-cn': '多久,配镜,取镜,时间,几天', en: 'how long, glasses, ready, time, days' },
    },
  },
];
