import type { TStoreSeed } from './store-knowledge.js';

/** Demo stores in Sichuan, Hubei, Chongqing, Shaanxi, Hunan and Fujian; coordinates lie inside their districts. */
export const CENTRAL_WEST_STORES: TStoreSeed[] = [
  {
    storeuuid: '7ff81e78-bbe0-4350-8232-928524025712',
    name: { 'zh-cn': '蜀味担担面', en: 'Shu Dan Dan Noodles' },
    area: ['510000', '510100', '510104'],
    address: { 'zh-cn': '成都市锦江区总府路 31 号', en: '31 Zongfu Road, Jinjiang District, Chengdu' },
    lat: 30.657,
    lng: 104.08,
    phone: '028-00000801',
    hours: '08:00-21:30',
    description: {
      'zh-cn': '成都小面馆：担担面、甜水面和红油抄手，辣度可选。',
      en: 'A Chengdu noodle bar: dan dan noodles, sweet water noodles and wontons in chilli oil, spice as you like it.',
    },
    offers: {
      'zh-cn': ['担担面 ¥16', '甜水面 ¥14', '红油抄手 ¥18', '冰粉 ¥8'],
      en: ['Dan dan noodles ¥16', 'Sweet water noodles ¥14', 'Wontons in chilli oil ¥18', 'Ice jelly ¥8'],
    },
    delivery: {
      'zh-cn': '外卖平台 3 公里内配送；不接受订座。',
      en: 'Delivery apps cover 3 km; no table bookings.',
    },
    extra: {
      question: { 'zh-cn': '可以做不辣的吗？', en: 'Can I have it not spicy?' },
      answer: {
        'zh-cn': '可以，辣度分不辣、微辣、中辣、特辣四档，点单时告诉店员。',
        en: 'Yes, choose not spicy, mild, medium or extra hot when you order.',
      },
      tags: {
        'zh-cn': '辣,不辣,微辣,辣度,怕辣,特辣',
        en: 'spicy, not spicy, mild, hot, spice level, chilli',
      },
    },
    featured: true,
  },
  {
    storeuuid: 'e3584a7b-6285-42ba-8677-4b9820584577',
    name: { 'zh-cn': '熊猫绿植', en: 'Panda Green Plants' },
    area: ['510000', '510100', '510107'],
    address: { 'zh-cn': '成都市武侯区玉林西路 55 号', en: '55 Yulin West Road, Wuhou District, Chengdu' },
    lat: 30.633,
    lng: 104.053,
    phone: '028-00000802',
    hours: '09:30-20:00',
    description: {
      'zh-cn': '室内绿植与多肉小店，提供换盆和植物医院服务。',
      en: 'Indoor plants and succulents, with repotting and a plant clinic.',
    },
    offers: {
      'zh-cn': ['龟背竹（中号）¥128', '多肉拼盘 ¥39 起', '换盆服务 ¥20 起', '植物诊疗 免费'],
      en: [
        'Monstera (medium) ¥128',
        'Succulent arrangements from ¥39',
        'Repotting from ¥20',
        'Plant clinic, free',
      ],
    },
    delivery: {
      'zh-cn': '成都市区满 ¥100 免费送货上门，大型绿植送货含摆放。',
      en: 'Free delivery in central Chengdu over ¥100; large plants are carried in and placed for you.',
    },
    extra: {
      question: {
        'zh-cn': '植物叶子发黄怎么办？',
        en: 'My plant’s leaves are turning yellow, what should I do?',
      },
      answer: {
        'zh-cn': '多数是浇水太多或光照不足，可以拍照或带到店里，植物诊疗免费。',
        en: 'Usually too much water or too little light; bring it in or send a photo, the plant clinic is free.',
      },
      tags: {
        'zh-cn': '发黄,黄叶,烂根,生病,诊疗,养不活',
        en: 'yellow leaves, yellowing, sick, dying, clinic, root rot',
      },
    },
  },
  {
    storeuuid: '207f205e-69ab-41d8-9f6e-82bb9003c51a',
    name: { 'zh-cn': '宽窄茶馆', en: 'Kuanzhai Teahouse' },
    area: ['510000', '510100', '510105'],
    address: { 'zh-cn': '成都市青羊区宽巷子 26 号', en: '26 Kuan Alley, Qingyang District, Chengdu' },
    lat: 30.664,
    lng: 104.057,
    phone: '028-00000803',
    hours: '09:00-22:00',
    description: {
      'zh-cn': '老成都盖碗茶馆，竹椅、掏耳朵和晚间川剧变脸。',
      en: 'An old Chengdu teahouse: covered-bowl tea, bamboo chairs, ear cleaning and Sichuan opera face-changing at night.',
    },
    offers: {
      'zh-cn': ['盖碗花茶 ¥25', '竹叶青 ¥48', '采耳 ¥60', '川剧变脸表演（含茶）¥120'],
      en: [
        'Jasmine tea in a covered bowl ¥25',
        'Zhuyeqing green tea ¥48',
        'Ear cleaning ¥60',
        'Face-changing show with tea ¥120',
      ],
    },
    delivery: {
      'zh-cn': '变脸表演座位需提前预约，茶位随到随坐。',
      en: 'Seats for the face-changing show must be booked; tea tables are first come, first served.',
    },
    extra: {
      question: { 'zh-cn': '变脸表演几点开始？', en: 'What time is the face-changing show?' },
      answer: {
        'zh-cn': '每晚 19:30 和 20:30 各一场，每场约 40 分钟。',
        en: 'Every evening at 19:30 and 20:30, about 40 minutes each.',
      },
      tags: { 'zh-cn': '变脸,川剧,表演,演出,几点,场次', en: 'face-changing, opera, show, performance, time' },
    },
  },
  {
    storeuuid: 'd31220d3-8039-44db-84af-cde2fd706413',
    name: { 'zh-cn': '热干面大王', en: 'Hot Dry Noodle King' },
    area: ['420000', '420100', '420106'],
    address: { 'zh-cn': '武汉市武昌区中华路 56 号', en: '56 Zhonghua Road, Wuchang District, Wuhan' },
    lat: 30.547,
    lng: 114.302,
    phone: '027-00000901',
    hours: '06:00-13:30',
    description: {
      'zh-cn': '武汉过早名店：热干面、豆皮和蛋酒，早上六点开门。',
      en: 'A Wuhan breakfast favourite: hot dry noodles, doupi and egg rice wine, open from six in the morning.',
    },
    offers: {
      'zh-cn': ['热干面 ¥8', '三鲜豆皮 ¥10', '蛋酒 ¥6', '面窝 ¥3'],
      en: ['Hot dry noodles ¥8', 'Three-delicacy doupi ¥10', 'Egg rice wine ¥6', 'Fried rice ring ¥3'],
    },
    delivery: {
      'zh-cn': '外卖平台 2 公里内配送（7:00 起）；店里不订座。',
      en: 'Delivery apps cover 2 km from 7:00; no table bookings.',
    },
    extra: {
      question: { 'zh-cn': '热干面能不要葱吗？', en: 'Can I have the noodles without spring onion?' },
      answer: {
        'zh-cn': '可以，点单说“不要葱”；芝麻酱也可以多加，免费。',
        en: 'Yes, ask for no spring onion; extra sesame paste is free too.',
      },
      tags: { 'zh-cn': '葱,不要葱,芝麻酱,忌口,加酱', en: 'spring onion, scallion, sesame paste, no onion' },
    },
    featured: true,
  },
  {
    storeuuid: '99c5cdd3-03e3-4632-9160-7d738d761624',
    name: { 'zh-cn': '光谷猫咖', en: 'Optics Valley Cat Café' },
    area: ['420000', '420100', '420111'],
    address: { 'zh-cn': '武汉市洪山区珞喻路 726 号', en: '726 Luoyu Road, Hongshan District, Wuhan' },
    lat: 30.507,
    lng: 114.4,
    phone: '027-00000902',
    hours: '11:00-22:00',
    description: {
      'zh-cn': '和 12 只猫咪一起喝咖啡，猫咪都已绝育和疫苗。',
      en: 'Coffee with 12 resident cats, all neutered and vaccinated.',
    },
    offers: {
      'zh-cn': ['入场（含一杯饮品）¥58', '拿铁 ¥28', '猫咪零食 ¥10', '生日包场 ¥800 起'],
      en: ['Entry with one drink ¥58', 'Latte ¥28', 'Cat treats ¥10', 'Birthday private hire from ¥800'],
    },
    delivery: {
      'zh-cn': '周末建议预约时段；包场需提前 3 天预订。',
      en: 'Book a time slot at weekends; private hire needs 3 days’ notice.',
    },
    extra: {
      question: { 'zh-cn': '小朋友可以来吗？', en: 'Can children come?' },
      answer: {
        'zh-cn': '8 岁以上可以，需家长陪同；请不要抱起或追赶猫咪。',
        en: 'From age 8 with an adult; please do not pick up or chase the cats.',
      },
      tags: { 'zh-cn': '小朋友,儿童,孩子,年龄,亲子', en: 'children, kids, child, age, family' },
    },
  },
  {
    storeuuid: '31ad80b3-5904-496e-b41d-5c3c9664f4ac',
    name: { 'zh-cn': '山城火锅', en: 'Mountain City Hotpot' },
    area: ['500000', '500100', '500103'],
    address: { 'zh-cn': '重庆市渝中区民族路 166 号', en: '166 Minzu Road, Yuzhong District, Chongqing' },
    lat: 29.559,
    lng: 106.578,
    phone: '023-00001001',
    hours: '11:00-02:00',
    description: {
      'zh-cn': '重庆老火锅，牛油锅底现炒，开到凌晨两点。',
      en: 'Old-style Chongqing hotpot with a beef tallow broth fried in house, open until 2 a.m.',
    },
    offers: {
      'zh-cn': ['牛油红锅 ¥58', '鸳鸯锅 ¥68', '鲜毛肚 ¥48', '手切鲜牛肉 ¥52'],
      en: [
        'Beef tallow spicy broth ¥58',
        'Half-and-half broth ¥68',
        'Fresh beef tripe ¥48',
        'Hand-cut beef ¥52',
      ],
    },
    delivery: {
      'zh-cn': '晚市可电话订位（保留 15 分钟）；火锅外卖含电磁炉押金 ¥200。',
      en: 'Dinner tables can be booked by phone (held 15 minutes); takeaway hotpot includes a ¥200 hob deposit.',
    },
    extra: {
      question: { 'zh-cn': '有不辣的锅底吗？', en: 'Do you have a non-spicy broth?' },
      answer: {
        'zh-cn': '有，菌汤锅底和番茄锅底，也可以点鸳鸯锅一半辣一半不辣。',
        en: 'Yes, mushroom or tomato broth, or a half-and-half pot with one side not spicy.',
      },
      tags: {
        'zh-cn': '不辣,清汤,菌汤,番茄,鸳鸯,怕辣',
        en: 'not spicy, mild, mushroom, tomato, half-and-half',
      },
    },
  },
  {
    storeuuid: 'c9a1ad1c-c042-400b-9485-7e05cee9a3a6',
    name: { 'zh-cn': '长安书局', en: 'Chang’an Books' },
    area: ['610000', '610100', '610113'],
    address: { 'zh-cn': '西安市雁塔区雁塔路 99 号', en: '99 Yanta Road, Yanta District, Xi’an' },
    lat: 34.223,
    lng: 108.963,
    phone: '029-00001101',
    hours: '09:00-21:00',
    description: {
      'zh-cn': '以历史和考古为主题的书店，有唐风文创和碑帖拓片。',
      en: 'A bookshop for history and archaeology, with Tang-style gifts and stele rubbings.',
    },
    offers: {
      'zh-cn': ['历史考古图书', '碑帖拓片 ¥120 起', '唐风书签套装 ¥36', '西安城墙地图 ¥20'],
      en: [
        'History and archaeology books',
        'Stele rubbings from ¥120',
        'Tang-style bookmark set ¥36',
        'Xi’an city wall map ¥20',
      ],
    },
    delivery: {
      'zh-cn': '图书和文创可全国快递，满 ¥88 包邮。',
      en: 'Books and gifts ship nationwide, free over ¥88.',
    },
    extra: {
      question: { 'zh-cn': '离大雁塔远吗？', en: 'Is it far from the Big Wild Goose Pagoda?' },
      answer: {
        'zh-cn': '不远，步行到大雁塔北广场大约 10 分钟。',
        en: 'Not at all: about a 10-minute walk to the pagoda’s north square.',
      },
      tags: {
        'zh-cn': '大雁塔,距离,多远,步行,景点',
        en: 'pagoda, Big Wild Goose Pagoda, distance, walk, far',
      },
    },
  },
  {
    storeuuid: '6c0ac234-257c-455d-bf0a-b3fa78380f38',
    name: { 'zh-cn': '湘江冰淇淋', en: 'Xiang River Gelato' },
    area: ['430000', '430100', '430102'],
    address: { 'zh-cn': '长沙市芙蓉区五一大道 368 号', en: '368 Wuyi Avenue, Furong District, Changsha' },
    lat: 28.196,
    lng: 112.989,
    phone: '0731-00001201',
    hours: '12:00-23:00',
    description: {
      'zh-cn': '意式手工冰淇淋，每天 16 种口味，冬季歇业。',
      en: 'Italian-style handmade gelato in 16 flavours a day; closed for the winter.',
    },
    offers: {
      'zh-cn': ['单球 ¥18', '双球 ¥30', '冰淇淋咖啡 Affogato ¥32', '家庭装 500ml ¥88'],
      en: ['One scoop ¥18', 'Two scoops ¥30', 'Affogato ¥32', 'Family tub 500 ml ¥88'],
    },
    delivery: {
      'zh-cn': '营业期间外卖平台 3 公里内配送，带冰袋。',
      en: 'While open, delivery apps cover 3 km with an ice pack.',
    },
    extra: {
      question: { 'zh-cn': '什么时候重新营业？', en: 'When do you reopen?' },
      answer: {
        'zh-cn': '冬季歇业，每年 3 月重新开门，具体日期会在本页公告。',
        en: 'We close for the winter and reopen every March; the date will be posted on this page.',
      },
      tags: { 'zh-cn': '歇业,重新营业,开门,冬天,关门', en: 'reopen, winter, opening again, March' },
    },
    closed: { 'zh-cn': '冬季歇业，3 月重新开门。', en: 'closed for the winter, back in March.' },
  },
  {
    storeuuid: 'ef371c9e-e2f9-42dc-b907-8dd38667bf0f',
    name: { 'zh-cn': '鹭岛沙茶面', en: 'Egret Isle Satay Noodles' },
    area: ['350000', '350200', '350203'],
    address: { 'zh-cn': '厦门市思明区中山路 168 号', en: '168 Zhongshan Road, Siming District, Xiamen' },
    lat: 24.456,
    lng: 118.08,
    phone: '0592-00001301',
    hours: '07:00-21:00',
    description: {
      'zh-cn': '厦门沙茶面，汤头每天现熬，配料自选。',
      en: 'Xiamen satay noodles in a broth made fresh every day, with toppings of your choice.',
    },
    offers: {
      'zh-cn': ['基础沙茶面 ¥15', '海鲜沙茶面 ¥38', '加料（大肠、鱿鱼、豆干）¥5 起', '土笋冻 ¥12'],
      en: [
        'Basic satay noodles ¥15',
        'Seafood satay noodles ¥38',
        'Extra toppings from ¥5',
        'Sea worm jelly ¥12',
      ],
    },
    delivery: {
      'zh-cn': '外卖平台 3 公里内配送，汤面分装不泡软。',
      en: 'Delivery apps cover 3 km; broth and noodles are packed apart so they stay firm.',
    },
    extra: {
      question: { 'zh-cn': '沙茶面辣吗？', en: 'Are satay noodles spicy?' },
      answer: {
        'zh-cn': '微辣带花生香，可以要求少辣；小朋友可以点清汤面。',
        en: 'Mildly spicy and nutty; ask for less spice, or a clear broth for children.',
      },
      tags: {
        'zh-cn': '辣,辣吗,微辣,少辣,清汤,小朋友',
        en: 'spicy, hot, mild, less spicy, clear broth, children',
      },
    },
  },
];
