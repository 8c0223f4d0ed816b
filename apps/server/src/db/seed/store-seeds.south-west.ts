import type { TStoreSeed } from './store-knowledge.js';

/** Demo stores in Guangdong, Sichuan, Hubei, Chongqing, Shaanxi, Hunan and Fujian. */
export const SOUTH_WEST_STORES: TStoreSeed[] = [
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
