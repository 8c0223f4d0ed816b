import type { TStoreSeed } from './store-knowledge.js';

/** Demo stores in Zhejiang and Jiangsu; coordinates lie inside their districts. */
export const ZHEJIANG_JIANGSU_STORES: TStoreSeed[] = [
  {
    storeuuid: 'd2244709-5893-4992-b840-ab358172fde7',
    name: { 'zh-cn': '西湖龙井茶庄', en: 'West Lake Longjing Tea Shop' },
    area: ['330000', '330100', '330106'],
    address: { 'zh-cn': '杭州市西湖区龙井路 50 号', en: '50 Longjing Road, Xihu District, Hangzhou' },
    lat: 30.233,
    lng: 120.125,
    phone: '0571-00000301',
    hours: '08:30-18:30',
    description: {
      'zh-cn': '龙井村里的茶农自营茶庄，明前、雨前龙井，可以现场品茶。',
      en: 'A tea farmer’s own shop in Longjing village: pre-Qingming and pre-rain Longjing, tasting on site.',
    },
    offers: {
      'zh-cn': ['明前龙井 250g ¥680', '雨前龙井 250g ¥380', '品茶体验（每位）¥50', '龙井茶礼盒 ¥268 起'],
      en: [
        'Pre-Qingming Longjing 250 g ¥680',
        'Pre-rain Longjing 250 g ¥380',
        'Tea tasting ¥50 per person',
        'Longjing gift boxes from ¥268',
      ],
    },
    delivery: {
      'zh-cn': '茶叶可全国顺丰发货，满 ¥300 包邮；品茶体验建议提前电话预约。',
      en: 'Tea ships nationwide by SF Express, free over ¥300; please book tastings by phone.',
    },
    extra: {
      question: { 'zh-cn': '茶叶怎么保存？', en: 'How should I store the tea?' },
      answer: {
        'zh-cn': '密封后放冰箱冷藏（0–5℃），避光防潮，开封后一个月内喝完最好。',
        en: 'Seal it and keep it in the fridge (0–5 °C), away from light and damp; best within a month of opening.',
      },
      tags: {
        'zh-cn': '保存,储存,冷藏,冰箱,保质期,受潮',
        en: 'store, storage, keep, fridge, shelf life, fresh',
      },
    },
    featured: true,
  },
  {
    storeuuid: '0a5119d2-28e6-4976-addc-9be6f7788d1b',
    name: { 'zh-cn': '河坊手作', en: 'Hefang Handicrafts' },
    area: ['330000', '330100', '330102'],
    address: { 'zh-cn': '杭州市上城区河坊街 98 号', en: '98 Hefang Street, Shangcheng District, Hangzhou' },
    lat: 30.242,
    lng: 120.169,
    phone: '0571-00000302',
    hours: '09:00-21:00',
    description: {
      'zh-cn': '手工文创小店：油纸伞、丝绸团扇和手作体验课。',
      en: 'A handicraft shop: oil-paper umbrellas, silk fans and hands-on craft classes.',
    },
    offers: {
      'zh-cn': [
        '手绘油纸伞 ¥168',
        '丝绸团扇 ¥88',
        '团扇绘制体验课 ¥128（约 1.5 小时）',
        '西湖明信片套装 ¥25',
      ],
      en: [
        'Hand-painted oil-paper umbrella ¥168',
        'Silk round fan ¥88',
        'Fan painting class ¥128 (about 1.5 hours)',
        'West Lake postcard set ¥25',
      ],
    },
    delivery: {
      'zh-cn': '体验课需提前预约；商品可全国快递，运费 ¥12。',
      en: 'Classes need a booking; goods ship nationwide for ¥12.',
    },
    extra: {
      question: { 'zh-cn': '小朋友可以参加体验课吗？', en: 'Can children join the classes?' },
      answer: {
        'zh-cn': '可以，6 岁以上的小朋友可以参加，10 岁以下需家长陪同。',
        en: 'Yes, from age 6; children under 10 need an adult with them.',
      },
      tags: { 'zh-cn': '小朋友,儿童,孩子,亲子,年龄,体验课', en: 'children, kids, child, family, age, class' },
    },
  },
  {
    storeuuid: 'd641986b-cd9b-43b5-8da5-d7d9a38dad0b',
    name: { 'zh-cn': '滨江单车工坊', en: 'Riverside Cycle Works' },
    area: ['330000', '330100', '330108'],
    address: {
      'zh-cn': '杭州市滨江区江南大道 588 号',
      en: '588 Jiangnan Avenue, Binjiang District, Hangzhou',
    },
    lat: 30.209,
    lng: 120.212,
    phone: '0571-00000303',
    hours: '10:00-20:00',
    description: {
      'zh-cn': '自行车销售、租赁与维修，周末组织钱塘江骑行。',
      en: 'Bike sales, rental and repairs, with group rides along the Qiantang River at weekends.',
    },
    offers: {
      'zh-cn': ['城市通勤车 ¥1299 起', '公路车租赁 ¥80/天', '基础保养 ¥99', '周末骑行活动 免费'],
      en: [
        'City commuter bikes from ¥1299',
        'Road bike rental ¥80 a day',
        'Basic service ¥99',
        'Weekend group rides, free',
      ],
    },
    delivery: {
      'zh-cn': '滨江区内可上门取车维修（¥20）；租车需带身份证，押金 ¥500。',
      en: 'We collect bikes for repair in Binjiang (¥20); rental needs an ID card and a ¥500 deposit.',
    },
    extra: {
      question: { 'zh-cn': '周末骑行怎么报名？', en: 'How do I join the weekend ride?' },
      answer: {
        'zh-cn': '每周日 7:30 从门店出发，骑行约 40 公里，到店或电话报名，需自备头盔。',
        en: 'Every Sunday at 7:30 from the shop, about 40 km; sign up in store or by phone and bring a helmet.',
      },
      tags: {
        'zh-cn': '骑行,活动,报名,周日,头盔,约骑',
        en: 'group ride, ride, sign up, Sunday, helmet, event',
      },
    },
  },
  {
    storeuuid: '93fd9d20-f32a-4254-a01b-45120ec8b00e',
    name: { 'zh-cn': '金陵鸭血粉丝', en: 'Jinling Duck Blood Soup' },
    area: ['320000', '320100', '320102'],
    address: { 'zh-cn': '南京市玄武区珠江路 280 号', en: '280 Zhujiang Road, Xuanwu District, Nanjing' },
    lat: 32.052,
    lng: 118.79,
    phone: '025-00000401',
    hours: '07:00-20:30',
    description: {
      'zh-cn': '南京老字号风味小吃：鸭血粉丝汤、小笼包和盐水鸭。',
      en: 'Classic Nanjing snacks: duck blood vermicelli soup, soup dumplings and salted duck.',
    },
    offers: {
      'zh-cn': ['鸭血粉丝汤 ¥18', '牛肉锅贴（6 只）¥16', '小笼包（8 只）¥20', '盐水鸭（半只）¥48'],
      en: [
        'Duck blood vermicelli soup ¥18',
        'Beef potstickers (6) ¥16',
        'Soup dumplings (8) ¥20',
        'Salted duck (half) ¥48',
      ],
    },
    delivery: {
      'zh-cn': '外卖平台 3 公里内配送；盐水鸭可真空包装带走。',
      en: 'Delivered through the delivery apps within 3 km; salted duck can be vacuum-packed to take away.',
    },
    extra: {
      question: { 'zh-cn': '汤可以不放香菜吗？', en: 'Can I have the soup without coriander?' },
      answer: {
        'zh-cn': '可以，点单时备注“不要香菜”，辣油也可以另放。',
        en: 'Of course: say “no coriander” when you order; chilli oil can come on the side.',
      },
      tags: {
        'zh-cn': '香菜,不要香菜,忌口,辣油,口味',
        en: 'coriander, cilantro, no coriander, chilli, spicy',
      },
    },
  },
  {
    storeuuid: 'cdfad6dc-e556-4de1-8ee1-6367ef773aec',
    name: { 'zh-cn': '鼓楼文具铺', en: 'Drum Tower Stationery' },
    area: ['320000', '320100', '320106'],
    address: { 'zh-cn': '南京市鼓楼区广州路 173 号', en: '173 Guangzhou Road, Gulou District, Nanjing' },
    lat: 32.055,
    lng: 118.776,
    phone: '025-00000402',
    hours: '09:00-21:00',
    description: {
      'zh-cn': '钢笔、手帐和书法用品，可以现场试写钢笔。',
      en: 'Fountain pens, planners and calligraphy supplies; try any pen at the counter.',
    },
    offers: {
      'zh-cn': ['入门钢笔 ¥68 起', '手帐本 ¥45 起', '瓶装墨水 ¥39 起', '毛笔书法套装 ¥128'],
      en: [
        'Starter fountain pens from ¥68',
        'Planners from ¥45',
        'Bottled ink from ¥39',
        'Calligraphy brush set ¥128',
      ],
    },
    delivery: {
      'zh-cn': '可全国快递，满 ¥99 包邮；钢笔刻字需 2 天。',
      en: 'Nationwide shipping, free over ¥99; pen engraving takes 2 days.',
    },
    extra: {
      question: { 'zh-cn': '钢笔可以刻字吗？', en: 'Can you engrave a pen?' },
      answer: {
        'zh-cn': '可以，刻字 ¥30，最多 10 个汉字或 16 个字母，2 天后可取。',
        en: 'Yes, ¥30 for up to 10 Chinese characters or 16 letters, ready in 2 days.',
      },
      tags: { 'zh-cn': '刻字,定制,礼物,名字,钢笔', en: 'engrave, engraving, personalise, gift, name' },
    },
  },
  {
    storeuuid: 'ac98c8b6-60ec-4773-ac89-0288d48b0c6d',
    name: { 'zh-cn': '平江路苏式糕团', en: 'Pingjiang Rice Cakes' },
    area: ['320000', '320500', '320508'],
    address: { 'zh-cn': '苏州市姑苏区平江路 128 号', en: '128 Pingjiang Road, Gusu District, Suzhou' },
    lat: 31.315,
    lng: 120.631,
    phone: '0512-00000501',
    hours: '07:00-19:00',
    description: {
      'zh-cn': '苏式糕团老铺：青团、定胜糕和桂花糖年糕，每天现蒸。',
      en: 'A traditional Suzhou rice cake shop: green rice balls, Dingsheng cakes and osmanthus rice cakes, steamed daily.',
    },
    offers: {
      'zh-cn': ['定胜糕（4 块）¥12', '青团（季节限定，4 只）¥16', '桂花糖年糕 ¥15', '糕团礼盒 ¥88'],
      en: [
        'Dingsheng cakes (4) ¥12',
        'Green rice balls (seasonal, 4) ¥16',
        'Osmanthus rice cake ¥15',
        'Rice cake gift box ¥88',
      ],
    },
    delivery: {
      'zh-cn': '当天现做，不发快递；礼盒可提前一天电话预订，到店自提。',
      en: 'Made fresh every day, so we do not ship; gift boxes can be ordered by phone a day ahead and collected.',
    },
    extra: {
      question: { 'zh-cn': '糕团能放几天？', en: 'How long do the rice cakes keep?' },
      answer: {
        'zh-cn': '常温当天吃完最好，冷藏可放 2 天，吃前蒸 5 分钟。',
        en: 'Best eaten the same day; they keep 2 days in the fridge; steam them for 5 minutes before eating.',
      },
      tags: {
        'zh-cn': '保存,放几天,保质期,冷藏,加热,蒸',
        en: 'keep, shelf life, fridge, store, reheat, steam',
      },
    },
  },
  {
    storeuuid: '165ea8cd-0f17-4484-9674-f811172682d3',
    name: { 'zh-cn': '洁净洗衣', en: 'Fresh Fold Laundry' },
    area: ['320000', '320500', '320505'],
    address: { 'zh-cn': '苏州市虎丘区狮山路 199 号', en: '199 Shishan Road, Huqiu District, Suzhou' },
    lat: 31.299,
    lng: 120.568,
    phone: '0512-00000502',
    hours: '08:00-21:00',
    description: {
      'zh-cn': '干洗、水洗和皮具护理，支持上门取送。',
      en: 'Dry cleaning, laundry and leather care, with pick-up and drop-off at your door.',
    },
    offers: {
      'zh-cn': ['衬衫水洗熨烫 ¥15', '西装干洗（两件套）¥60', '羽绒服清洗 ¥79', '皮鞋护理 ¥39'],
      en: [
        'Shirt washed and ironed ¥15',
        'Two-piece suit dry-cleaned ¥60',
        'Down jacket cleaning ¥79',
        'Leather shoe care ¥39',
      ],
    },
    delivery: {
      'zh-cn': '虎丘区内免费上门取送（满 ¥50），一般 3 天后送回。',
      en: 'Free pick-up and drop-off in Huqiu over ¥50; clothes usually come back in 3 days.',
    },
    extra: {
      question: { 'zh-cn': '加急要多久？', en: 'Do you have an express service?' },
      answer: {
        'zh-cn': '有，加急次日取，费用加收 50%。',
        en: 'Yes, ready the next day for a 50% surcharge.',
      },
      tags: { 'zh-cn': '加急,急件,快,次日,当天,多久', en: 'express, urgent, fast, next day, quick, rush' },
    },
  },
];
