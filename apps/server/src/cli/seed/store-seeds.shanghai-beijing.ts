import type { TStoreSeed } from './store-knowledge.js';

/** Demo stores in Shanghai and Beijing; coordinates lie inside their districts. */
export const SHANGHAI_BEIJING_STORES: TStoreSeed[] = [
  {
    storeuuid: '093bc444-d401-4f72-9678-67684116a09c',
    name: { 'zh-cn': '云端茶舍', en: 'Cloud Tea House' },
    area: ['310000', '310100', '310106'],
    address: { 'zh-cn': '上海市静安区愚园路 218 号', en: '218 Yuyuan Road, Jing’an District, Shanghai' },
    lat: 31.2247,
    lng: 121.444,
    phone: '021-00000101',
    hours: '10:00-22:00',
    description: {
      'zh-cn': '安静的中式茶空间，现泡岩茶、普洱与花果茶，也提供茶点。',
      en: 'A quiet Chinese tea room: freshly brewed rock oolong, pu-erh and fruit teas, with tea snacks.',
    },
    offers: {
      'zh-cn': ['大红袍一壶 ¥68', '熟普洱一壶 ¥58', '桂花乌龙冷泡 ¥32', '茶点拼盘 ¥38'],
      en: [
        'Da Hong Pao, one pot ¥68',
        'Ripe pu-erh, one pot ¥58',
        'Cold-brew osmanthus oolong ¥32',
        'Tea snack platter ¥38',
      ],
    },
    delivery: {
      'zh-cn': '3 公里内可外送冷泡茶和茶叶礼盒；茶室包间可提前一天电话预约。',
      en: 'Cold-brew tea and tea gift boxes are delivered within 3 km; private rooms can be booked by phone a day ahead.',
    },
    extra: {
      question: {
        'zh-cn': '有包间吗？最多坐几个人？',
        en: 'Do you have private rooms? How many people fit?',
      },
      answer: {
        'zh-cn': '有 3 个包间，每间最多 8 人，包间低消 ¥200，需提前预约。',
        en: 'We have 3 private rooms for up to 8 people each; the minimum spend is ¥200 and booking is required.',
      },
      tags: {
        'zh-cn': '包间,包厢,聚会,几个人,人数,低消,预约',
        en: 'private room, room, group, party, people, minimum spend',
      },
    },
    featured: true,
  },
  {
    storeuuid: '1b9b77ee-bd50-4aca-b548-6ef8f0894268',
    name: { 'zh-cn': '麦香里面包房', en: 'Maple Crumb Bakery' },
    area: ['310000', '310100', '310101'],
    address: { 'zh-cn': '上海市黄浦区南昌路 63 号', en: '63 Nanchang Road, Huangpu District, Shanghai' },
    lat: 31.215,
    lng: 121.466,
    phone: '021-00000102',
    hours: '07:30-21:00',
    description: {
      'zh-cn': '天然酵种面包与法式可颂，每天现烤；每晚 20:00 后面包 50% off（五折）。',
      en: 'Sourdough and French croissants baked every day; all bread is 50% off after 20:00.',
    },
    offers: {
      'zh-cn': ['原味可颂 ¥16', '天然酵种乡村面包 ¥38', '肉桂卷 ¥22', '碱水结 ¥14'],
      en: ['Butter croissant ¥16', 'Sourdough country loaf ¥38', 'Cinnamon roll ¥22', 'Pretzel ¥14'],
    },
    delivery: {
      'zh-cn': '支持外卖平台配送（5 公里内）；整只蛋糕需提前 24 小时预订。',
      en: 'Delivered through the delivery apps within 5 km; whole cakes need to be ordered 24 hours ahead.',
    },
    extra: {
      question: { 'zh-cn': '晚上有打折吗？', en: 'Do you have an evening discount?' },
      answer: {
        'zh-cn': '有，每晚 20:00 以后所有面包五折（50% off），蛋糕不参加。',
        en: 'Yes: every evening after 20:00 all bread is 50% off; cakes are not included.',
      },
      tags: {
        'zh-cn': '打折,折扣,优惠,晚上,五折,半价,特价',
        en: 'discount, evening, offer, half price, deal, sale',
      },
    },
    featured: true,
  },
  {
    storeuuid: 'fbffd234-ba4c-4019-97f0-eb292b3f40ae',
    name: { 'zh-cn': '拾页书店', en: 'Leaf & Page Books' },
    area: ['310000', '310100', '310105'],
    address: { 'zh-cn': '上海市长宁区武夷路 150 号', en: '150 Wuyi Road, Changning District, Shanghai' },
    lat: 31.216,
    lng: 121.425,
    phone: '021-00000103',
    hours: '10:00-21:30',
    description: {
      'zh-cn': '独立书店，文学、设计与城市史选书，带一个小咖啡角。',
      en: 'An independent bookshop for literature, design and city history, with a small coffee corner.',
    },
    offers: {
      'zh-cn': ['新书 9 折（会员）', '二手书 ¥15 起', '手冲咖啡 ¥30', '读书会门票 ¥40（含饮品）'],
      en: [
        'New books 10% off for members',
        'Second-hand books from ¥15',
        'Pour-over coffee ¥30',
        'Book club ticket ¥40 (drink included)',
      ],
    },
    delivery: {
      'zh-cn': '可以电话订书，到货后短信通知到店自取，也可快递寄送（运费自付）。',
      en: 'Order books by phone and collect them when we text you, or have them sent by courier at your cost.',
    },
    extra: {
      question: { 'zh-cn': '读书会什么时候举办？', en: 'When is the book club?' },
      answer: {
        'zh-cn': '每周六 15:00 举办读书会，门票 ¥40 含一杯饮品，名额 20 人。',
        en: 'Every Saturday at 15:00; tickets are ¥40 with a drink, 20 places.',
      },
      tags: {
        'zh-cn': '读书会,活动,周六,讲座,门票,报名',
        en: 'book club, event, Saturday, reading, ticket, sign up',
      },
    },
  },
  {
    storeuuid: '0a523938-a02c-4094-9913-d8d686386c8e',
    name: { 'zh-cn': '花间集花店', en: 'Petal Story Florist' },
    area: ['310000', '310100', '310115'],
    address: { 'zh-cn': '上海市浦东新区东方路 1217 号', en: '1217 Dongfang Road, Pudong New Area, Shanghai' },
    lat: 31.23,
    lng: 121.522,
    phone: '021-00000104',
    hours: '09:00-20:00',
    description: {
      'zh-cn': '鲜花花束、绿植与婚礼花艺，当天下单当天送达。',
      en: 'Bouquets, potted plants and wedding flowers, delivered the same day you order.',
    },
    offers: {
      'zh-cn': [
        '玫瑰花束（11 支）¥199',
        '季节混搭花束 ¥168 起',
        '桌面绿植 ¥58 起',
        '鲜花包月（每周一束）¥399',
      ],
      en: [
        'Rose bouquet (11 stems) ¥199',
        'Seasonal mixed bouquet from ¥168',
        'Desk plants from ¥58',
        'Weekly flower subscription ¥399 a month',
      ],
    },
    delivery: {
      'zh-cn': '浦东新区内 16:00 前下单当天送达，运费 ¥15；其他区次日送达。',
      en: 'Orders before 16:00 reach Pudong the same day (¥15 delivery); other districts the next day.',
    },
    extra: {
      question: { 'zh-cn': '可以写贺卡吗？', en: 'Can you add a card?' },
      answer: {
        'zh-cn': '可以，每束花免费附手写贺卡，下单时告诉我们内容即可。',
        en: 'Yes, every bouquet comes with a free handwritten card; tell us the message when you order.',
      },
      tags: { 'zh-cn': '贺卡,卡片,祝福,留言,手写', en: 'card, message, note, handwritten, greeting' },
    },
  },
  {
    storeuuid: '16af4a39-09f4-4841-bb45-943d45b9e2d4',
    name: { 'zh-cn': '老弄堂面馆', en: 'Old Lane Noodles' },
    area: ['310000', '310100', '310110'],
    address: { 'zh-cn': '上海市杨浦区国定路 335 号', en: '335 Guoding Road, Yangpu District, Shanghai' },
    lat: 31.303,
    lng: 121.512,
    phone: '021-00000105',
    hours: '06:30-14:00, 17:00-21:00',
    description: {
      'zh-cn': '上海本帮面馆，葱油拌面和现炒浇头，早上六点半开门。',
      en: 'A Shanghai-style noodle shop: scallion oil noodles and wok-fried toppings, open from 6:30 in the morning.',
    },
    offers: {
      'zh-cn': ['葱油拌面 ¥15', '大排面 ¥26', '三虾面（季节限定）¥88', '辣肉面 ¥22'],
      en: [
        'Scallion oil noodles ¥15',
        'Pork chop noodles ¥26',
        'Three-shrimp noodles (seasonal) ¥88',
        'Spicy pork noodles ¥22',
      ],
    },
    delivery: {
      'zh-cn': '外卖平台可点，3 公里内配送；不接受预约订座。',
      en: 'Order on the delivery apps within 3 km; we do not take table bookings.',
    },
    extra: {
      question: {
        'zh-cn': '面可以做得软一点或者硬一点吗？',
        en: 'Can you cook the noodles softer or firmer?',
      },
      answer: {
        'zh-cn': '可以，点单时说“软面”或“硬面”，浇头也可以单点。',
        en: 'Yes, just ask for soft or firm noodles when you order; toppings can be ordered on their own too.',
      },
      tags: { 'zh-cn': '软面,硬面,口感,浇头,单点,加面', en: 'soft, firm, texture, topping, extra noodles' },
    },
  },
  {
    storeuuid: '38dd6a31-5aea-4354-9d55-65e448ce4191',
    name: { 'zh-cn': '毛孩子宠物生活馆', en: 'Furry Friends Pet Store' },
    area: ['310000', '310100', '310112'],
    address: { 'zh-cn': '上海市闵行区七莘路 1888 号', en: '1888 Qixin Road, Minhang District, Shanghai' },
    lat: 31.118,
    lng: 121.382,
    phone: '021-00000106',
    hours: '09:30-20:30',
    description: {
      'zh-cn': '宠物食品用品、洗护美容和寄养，猫狗都欢迎。',
      en: 'Pet food and supplies, grooming and boarding for cats and dogs.',
    },
    offers: {
      'zh-cn': ['小型犬洗护 ¥88', '猫咪洗护 ¥128', '寄养（每晚）¥80 起', '进口猫粮 2kg ¥139'],
      en: ['Small dog bath ¥88', 'Cat bath ¥128', 'Boarding from ¥80 a night', 'Imported cat food 2 kg ¥139'],
    },
    delivery: {
      'zh-cn': '洗护和寄养需提前预约；粮食用品闵行区内满 ¥99 免费送货。',
      en: 'Grooming and boarding need a booking; food and supplies are delivered free in Minhang over ¥99.',
    },
    extra: {
      question: { 'zh-cn': '寄养需要打疫苗吗？', en: 'Do pets need vaccinations for boarding?' },
      answer: {
        'zh-cn': '需要，寄养前请带上疫苗本，猫狗需完成年度疫苗和驱虫。',
        en: 'Yes, bring the vaccination record; cats and dogs need their yearly vaccines and deworming.',
      },
      tags: {
        'zh-cn': '疫苗,寄养,驱虫,要求,证明',
        en: 'vaccine, vaccination, boarding, deworming, requirements',
      },
    },
  },
  {
    storeuuid: '48e7b193-9950-42d5-aa47-b06799eb6881',
    name: { 'zh-cn': '胡同单车铺', en: 'Hutong Bike Repair' },
    area: ['110000', '110100', '110101'],
    address: { 'zh-cn': '北京市东城区南锣鼓巷 66 号', en: '66 Nanluoguxiang, Dongcheng District, Beijing' },
    lat: 39.937,
    lng: 116.403,
    phone: '010-00000201',
    hours: '08:00-19:00',
    description: {
      'zh-cn': '胡同里的老牌自行车修理铺，补胎、换链条、公路车保养都做。',
      en: 'A long-standing bike repair shop in the hutongs: punctures, chains and road bike servicing.',
    },
    offers: {
      'zh-cn': ['补胎 ¥15', '换内胎 ¥35', '换链条 ¥60 起', '公路车全面保养 ¥199'],
      en: ['Puncture repair ¥15', 'New inner tube ¥35', 'New chain from ¥60', 'Full road bike service ¥199'],
    },
    delivery: {
      'zh-cn': '小修随到随修；全面保养需提前一天预约，当天取车。',
      en: 'Small repairs while you wait; full services need a booking a day ahead and are ready the same day.',
    },
    extra: {
      question: { 'zh-cn': '修车要多久？', en: 'How long does a repair take?' },
      answer: {
        'zh-cn': '补胎和换内胎大约 15 分钟，全面保养大约 3 小时。',
        en: 'A puncture or a new tube takes about 15 minutes; a full service about 3 hours.',
      },
      tags: { 'zh-cn': '多久,时间,等多久,几小时,修好', en: 'how long, time, wait, hours, ready' },
    },
    featured: true,
  },
  {
    storeuuid: 'ef21cba9-38ad-4499-bd31-155d46ec1c7b',
    name: { 'zh-cn': '京味饺子馆', en: 'Capital Dumpling House' },
    area: ['110000', '110100', '110102'],
    address: {
      'zh-cn': '北京市西城区西四北大街 120 号',
      en: '120 Xisi North Street, Xicheng District, Beijing',
    },
    lat: 39.928,
    lng: 116.373,
    phone: '010-00000202',
    hours: '10:30-21:30',
    description: {
      'zh-cn': '手工现包饺子，猪肉大葱、三鲜和素馅，按两点单。',
      en: 'Handmade dumplings, pork and scallion, three-delicacy and vegetarian, ordered by the liang (50 g).',
    },
    offers: {
      'zh-cn': ['猪肉大葱饺子（半斤）¥26', '三鲜饺子（半斤）¥32', '西葫芦鸡蛋饺子（半斤）¥24', '拍黄瓜 ¥12'],
      en: [
        'Pork and scallion dumplings (250 g) ¥26',
        'Three-delicacy dumplings (250 g) ¥32',
        'Courgette and egg dumplings (250 g) ¥24',
        'Smashed cucumber ¥12',
      ],
    },
    delivery: {
      'zh-cn': '外卖平台 3 公里内配送；生饺子可冷冻打包带走。',
      en: 'Delivered through the delivery apps within 3 km; raw dumplings can be packed frozen to take home.',
    },
    extra: {
      question: { 'zh-cn': '有素饺子吗？', en: 'Do you have vegetarian dumplings?' },
      answer: {
        'zh-cn': '有，西葫芦鸡蛋和韭菜鸡蛋两种（含鸡蛋），暂时没有纯素馅。',
        en: 'Yes, courgette and egg or chive and egg (with egg); we have no vegan filling at the moment.',
      },
      tags: { 'zh-cn': '素,素食,素馅,吃素,鸡蛋,纯素', en: 'vegetarian, vegan, meat-free, egg, veggie' },
    },
  },
  {
    storeuuid: '916cd7e7-d424-4f66-8cf6-d8221ffd8e17',
    name: { 'zh-cn': '三里屯咖啡实验室', en: 'Sanlitun Coffee Lab' },
    area: ['110000', '110100', '110105'],
    address: { 'zh-cn': '北京市朝阳区三里屯路 19 号', en: '19 Sanlitun Road, Chaoyang District, Beijing' },
    lat: 39.935,
    lng: 116.455,
    phone: '010-00000203',
    hours: '08:00-23:00',
    description: {
      'zh-cn': '自家烘焙的精品咖啡馆，主打手冲和特调，也卖咖啡豆。',
      en: 'A specialty coffee bar roasting its own beans: pour-overs, signature drinks and beans to take home.',
    },
    offers: {
      'zh-cn': ['手冲单品 ¥42 起', '燕麦拿铁 ¥36', '冷萃 ¥34', '自烘咖啡豆 200g ¥98'],
      en: [
        'Single-origin pour-over from ¥42',
        'Oat latte ¥36',
        'Cold brew ¥34',
        'House-roasted beans 200 g ¥98',
      ],
    },
    delivery: {
      'zh-cn': '3 公里内外送；咖啡豆可全国快递，满 ¥199 包邮。',
      en: 'Delivery within 3 km; beans ship nationwide, free over ¥199.',
    },
    extra: {
      question: { 'zh-cn': '可以帮忙磨豆吗？', en: 'Can you grind the beans for me?' },
      answer: {
        'zh-cn': '可以，告诉我们冲煮方式（手冲、意式、法压），免费研磨。',
        en: 'Yes, free of charge: tell us how you brew (pour-over, espresso or French press).',
      },
      tags: {
        'zh-cn': '磨豆,研磨,咖啡粉,粗细,法压,意式',
        en: 'grind, ground, grinding, French press, espresso',
      },
    },
    featured: true,
  },
  {
    storeuuid: '924b2fe2-c079-4276-98ac-eaa2e590ccac',
    name: { 'zh-cn': '园中书房', en: 'Garden Study Bookshop' },
    area: ['110000', '110100', '110108'],
    address: { 'zh-cn': '北京市海淀区成府路 28 号', en: '28 Chengfu Road, Haidian District, Beijing' },
    lat: 39.992,
    lng: 116.326,
    phone: '010-00000204',
    hours: '09:00-22:00',
    description: {
      'zh-cn': '高校旁的学术书店，社科、理工和外文原版书。',
      en: 'An academic bookshop by the universities: social sciences, science and foreign-language books.',
    },
    offers: {
      'zh-cn': ['学生凭证 8.5 折', '外文原版书订购', '考研资料专区', '自习座位 ¥20/半天'],
      en: [
        '15% off with a student card',
        'Imported foreign-language books to order',
        'Exam preparation section',
        'Study desk ¥20 per half day',
      ],
    },
    delivery: {
      'zh-cn': '原版书订购约 3 周到货，到货后电话通知自取。',
      en: 'Ordered imported books arrive in about 3 weeks; we call you to collect them.',
    },
    extra: {
      question: { 'zh-cn': '什么时候重新开门？', en: 'When do you reopen?' },
      answer: {
        'zh-cn': '门店正在装修，重新开业时间会在店门口和本页公告。',
        en: 'The shop is being renovated; the reopening date will be posted on the door and on this page.',
      },
      tags: { 'zh-cn': '装修,重新开业,开门,关门,暂停营业', en: 'reopen, renovation, opening again' },
    },
    closed: { 'zh-cn': '店内装修中。', en: 'the shop is being renovated.' },
  },
];
