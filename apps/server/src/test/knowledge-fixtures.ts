import type { TLanguage } from '@storefront/shared';
import { demoKnowledge } from '../cli/seed/assistant.js';
import type { TKnowledgeEntry } from '../features/chat/providers/provider.js';

/** The demo assistant's seeded knowledge as providers get it (ids from 1), with each id's seed key. */
export function seededEntries(variant: 'published' | 'draft'): {
  entries: TKnowledgeEntry[];
  keyOf: (id: number) => string | undefined;
} {
  const seeds = demoKnowledge(variant);
  const entries = seeds.map((seed, index) => ({
    id: index + 1,
    lang: seed.lang,
    question: seed.question,
    answer: seed.answer,
    tags: seed.tags,
  }));
  return { entries, keyOf: (id) => seeds[id - 1]?.key };
}

/**
 * Each seeded knowledge entry (by its seed key) asked in other words, the way visitors type: none repeats the
 * seeded question. The ranking tests expect the keyed entry first for at least 90% of them per language.
 */
export const PARAPHRASES: Record<string, Record<TLanguage, string[]>> = {
  hours: {
    'zh-cn': ['早上几点开门', '晚上营业到几点', '你们周末开不开'],
    en: ['when do you open', 'what time do you close tonight', 'are you open on Sundays'],
  },
  address: {
    'zh-cn': ['店在什么位置', '坐地铁怎么到你们店', '具体地址发我一下'],
    en: ['where are you located', 'which metro station is closest', "what's your street address"],
  },
  menu: {
    'zh-cn': ['拿铁多少钱一杯', '给我看看菜单', '美式什么价'],
    en: ['how much is a latte', 'can I see the menu', 'price of an americano'],
  },
  seasonal: {
    'zh-cn': ['最近有新品吗', '有什么限定款推荐', '这个季节的特调是什么'],
    en: ['any new drinks this season', 'what are the limited-time specials', 'do you have a signature drink'],
  },
  milk: {
    'zh-cn': ['我乳糖不耐受，能喝拿铁吗', '有燕麦拿铁吗', '可以用豆奶做吗'],
    en: [
      'do you have oat milk',
      "I'm lactose intolerant, what milk can I get",
      'is there a dairy-free option',
    ],
  },
  decaf: {
    'zh-cn': ['有低因咖啡吗', '孕妇可以喝什么', '晚上喝了会失眠，有没有别的饮料'],
    en: ['do you serve decaf', "what can I drink if I'm pregnant", 'any drinks without caffeine for kids'],
  },
  custom: {
    'zh-cn': ['能做少糖的吗', '我要去冰', '可以加一份浓缩吗'],
    en: ['can I get it with less sugar', 'no ice please, is that possible', 'can you add an extra shot'],
  },
  food: {
    'zh-cn': ['中午能吃饭吗', '有蛋糕吗', '肚子饿了有三明治卖吗'],
    en: ['do you have sandwiches', "what's for lunch", 'anything to eat with my coffee'],
  },
  breakfast: {
    'zh-cn': ['早饭有什么', '上午有优惠组合吗', '早上有套餐卖吗'],
    en: ['what do you have for breakfast', 'is there a morning combo deal', 'breakfast menu'],
  },
  allergens: {
    'zh-cn': ['我对坚果过敏', '蛋糕含麸质吗', '有没有无麸质的食物'],
    en: ['I have a nut allergy', 'do the cakes contain gluten', 'is the food safe for people with allergies'],
  },
  delivery: {
    'zh-cn': ['能送到我公司吗，大概多久', '美团上能点吗', '外送要运费吗'],
    en: ['can you bring coffee to my place', 'are you on Meituan', 'how long does delivery take'],
  },
  pickup: {
    'zh-cn': ['能提前在手机上点好再去拿吗', '小程序下单后去哪取', '不想排队怎么办'],
    en: [
      'can I order ahead and collect',
      'where do I collect my mini program order',
      'how to skip the queue',
    ],
  },
  reservation: {
    'zh-cn': ['周六想订个位子', '十个人聚会能预约吗', '可以包场办生日会吗'],
    en: [
      'can I book a table for Saturday',
      'we are a party of ten, can we book',
      'can we hire the cafe for a birthday',
    ],
  },
  group: {
    'zh-cn': ['办公室下午茶要订50杯', '批量订购有折扣吗', '公司开会想订一批咖啡'],
    en: [
      'we need 50 coffees for an office meeting',
      'do you do catering for companies',
      'discount for large orders',
    ],
  },
  membership: {
    'zh-cn': ['怎么注册会员', '积分能换什么', '会员有什么福利'],
    en: [
      'how do I join your loyalty program',
      'what can I redeem points for',
      'what are the member benefits',
    ],
  },
  wifi: {
    'zh-cn': ['无线网密码多少', '座位能充电吗', '适合带电脑办公吗'],
    en: ["what's the wifi password", 'can I charge my phone', 'is it ok to work on my laptop there'],
  },
  pets: {
    'zh-cn': ['能带狗狗进去吗', '猫咪可以进店吗', '你们是宠物友好的店吗'],
    en: ['is it ok to bring my dog', 'are cats allowed inside', 'are you pet friendly'],
  },
  parking: {
    'zh-cn': ['开车去哪里停', '有停车场吗', '停车费贵不贵'],
    en: ['where can I park my car', 'is there a car park', 'how much is parking'],
  },
  payment: {
    'zh-cn': ['能用支付宝吗', '收现金吗', '可以刷信用卡吗'],
    en: ['can I pay with Alipay', 'do you take cash', 'do you accept credit cards'],
  },
  invoice: {
    'zh-cn': ['报销需要发票', '怎么开电子发票', '能开专票吗'],
    en: [
      'I need a fapiao for my company',
      'how do I get a receipt for reimbursement',
      'can you issue a VAT invoice',
    ],
  },
  refund: {
    'zh-cn': ['咖啡做错了能重做吗', '订单能取消吗', '怎么退钱'],
    en: ['my drink was wrong, can you remake it', 'how do I cancel my order', 'can I get my money back'],
  },
  giftcard: {
    'zh-cn': ['想买张卡送朋友', '礼品卡余额怎么查', '储值卡有效期多久'],
    en: ['I want to buy a gift for a friend', 'how do I check my gift card balance', 'do gift cards expire'],
  },
  beans: {
    'zh-cn': ['能买豆子带回家吗', '耶加雪菲豆多少钱', '可以帮我磨粉吗'],
    en: ['can I buy a bag of beans', 'how much is the Yirgacheffe', 'can you grind the beans for me'],
  },
  brewing: {
    'zh-cn': ['手冲水温多少合适', '粉水比怎么设置', '法压壶要泡多久'],
    en: [
      'what ratio should I use for pour-over',
      'how long to steep a French press',
      'tips for making coffee at home',
    ],
  },
  events: {
    'zh-cn': ['想学拉花', '周末有什么活动', '手冲课怎么报名'],
    en: ['do you teach latte art', 'any workshops this weekend', 'how do I sign up for a class'],
  },
  accessibility: {
    'zh-cn': ['轮椅能进去吗', '有厕所吗', '推婴儿车方便吗'],
    en: ['can I come in a wheelchair', 'do you have a restroom', 'is there step-free access'],
  },
  contact: {
    'zh-cn': ['客服电话多少', '你们的邮箱是什么', '我想找人工'],
    en: ["what's your phone number", 'how do I email you', 'I want to talk to a staff member'],
  },
  cup: {
    'zh-cn': ['带保温杯能便宜吗', '有环保优惠吗', '用自己的杯子装可以吗'],
    en: ['do I save money with a reusable cup', 'can I use my own tumbler', 'what do you do about plastic'],
  },
  student: {
    'zh-cn': ['学生证能打折吗', '大学生有折扣吗', '有学生价吗'],
    en: [
      'is there a discount for students',
      'I am a college student, any deals',
      'do you accept student ID for discounts',
    ],
  },
};

/** Questions the knowledge base has no answer to: the builtin provider must say so instead of guessing. */
export const UNRELATED: Record<TLanguage, string[]> = {
  'zh-cn': [
    '怎么修自行车',
    '帮我写一首诗',
    '今天股市怎么样',
    '法国的首都是哪里',
    '推荐一部好看的电影',
    '明天会下雨吗',
    '怎么学好数学',
    '帮我翻译这段英文',
    '世界上最高的山是哪座',
    '电脑蓝屏了怎么办',
    '教我做红烧肉',
    '量子力学是什么',
  ],
  en: [
    'what is the capital of France',
    'write me a poem',
    'how do I fix a flat tire',
    'who won the football match yesterday',
    'what is quantum physics',
    'recommend a good movie',
    'will it rain tomorrow',
    'how do I learn Python',
    'translate this sentence into Spanish',
    'what is the tallest mountain in the world',
    'my computer crashed, what should I do',
    'tell me a joke',
  ],
};
