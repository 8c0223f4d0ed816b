import type { TLanguage } from '@storefront/shared';
import type { TKnowledgeSeed } from './assistant-seed.js';

/** Text written once per language. */
export type TBilingual = Record<TLanguage, string>;

/** One seeded demo store with the facts its assistant answers from; nothing in its knowledge goes beyond these. */
export interface TStoreSeed {
  storeuuid: string;
  name: TBilingual;
  /** Province, city and district codes, as the area table has them. */
  area: readonly [string, string, string];
  address: TBilingual;
  lat: number;
  lng: number;
  phone: string;
  /** Every day, e.g. `08:00-22:00` or `11:00-14:00, 17:00-21:30`. */
  hours: string;
  description: TBilingual;
  /** What the store sells or does, with prices. */
  offers: Record<TLanguage, string[]>;
  /** How customers get their things: delivery, pick-up, booking. */
  delivery: TBilingual;
  /** One question particular to this store. */
  extra: { question: TBilingual; answer: TBilingual; tags: TBilingual };
  featured?: boolean;
  /** Why the store is closed for now; open when absent. */
  closed?: TBilingual;
}

const QUESTIONS: Record<
  TLanguage,
  Record<'hours' | 'address' | 'phone' | 'offers' | 'delivery' | 'about', string>
> = {
  'zh-cn': {
    hours: '你们的营业时间是几点到几点？',
    address: '门店地址在哪里？',
    phone: '电话是多少？怎么联系你们？',
    offers: '你们有哪些商品或服务？价格是多少？',
    delivery: '可以外送或者预约吗？',
    about: '介绍一下你们店吧',
  },
  en: {
    hours: 'What are your opening hours?',
    address: 'Where is the store?',
    phone: 'What is your phone number?',
    offers: 'What do you offer and how much does it cost?',
    delivery: 'Do you deliver or take bookings?',
    about: 'Tell me about your store',
  },
};

const TAGS: Record<TLanguage, Record<keyof (typeof QUESTIONS)['en'], string>> = {
  'zh-cn': {
    hours: '营业时间,几点开门,几点关门,打烊,开门,营业,周末,节假日,今天',
    address: '地址,位置,在哪,哪里,怎么走,路线,导航,门店',
    phone: '电话,联系,联系方式,号码,客服,咨询,打电话',
    offers: '菜单,价格,多少钱,价目表,商品,服务,卖什么,有什么,推荐,招牌',
    delivery: '外卖,外送,配送,送货,自提,预约,预订,快递,到家',
    about: '介绍,店铺,简介,特色,关于,是什么店',
  },
  en: {
    hours: 'hours, open, opening, close, closing, when, today, weekend, holidays',
    address: 'address, location, located, where, find, directions, map, street, get there',
    phone: 'phone, call, number, contact, telephone, reach',
    offers: 'menu, price, prices, cost, products, services, sell, offer, recommend, signature',
    delivery: 'delivery, deliver, pick-up, pickup, booking, book, reserve, appointment, shipping',
    about: 'about, store, shop, introduce, speciality, what kind',
  },
};

const HOURS_ANSWER: Record<TLanguage, (seed: TStoreSeed) => string> = {
  'zh-cn': (seed) =>
    `我们**每天 ${seed.hours}** 营业。` +
    (seed.closed ? `\n\n⚠️ 门店目前暂停营业：${seed.closed['zh-cn']}` : ''),
  en: (seed) =>
    `We are open **every day, ${seed.hours}**.` +
    (seed.closed ? `\n\n⚠️ The store is closed for now: ${seed.closed.en}` : ''),
};

const PHONE_ANSWER: Record<TLanguage, (seed: TStoreSeed) => string> = {
  'zh-cn': (seed) => `门店电话：**${seed.phone}**，营业时间内都可以打过来。`,
  en: (seed) => `Call the store on **${seed.phone}** any time during opening hours.`,
};

/** The store's knowledge base in one language: hours, address, phone, offers, delivery, about and its own fact. */
export function storeKnowledge(seed: TStoreSeed, lang: TLanguage): TKnowledgeSeed[] {
  const questions = QUESTIONS[lang];
  const tags = TAGS[lang];
  return [
    { key: 'hours', question: questions.hours, tags: tags.hours, answer: HOURS_ANSWER[lang](seed) },
    {
      key: 'address',
      question: questions.address,
      tags: tags.address,
      answer: `📍 **${seed.address[lang]}**`,
    },
    { key: 'phone', question: questions.phone, tags: tags.phone, answer: PHONE_ANSWER[lang](seed) },
    {
      key: 'offers',
      question: questions.offers,
      tags: tags.offers,
      answer: seed.offers[lang].map((offer) => `- ${offer}`).join('\n'),
    },
    { key: 'delivery', question: questions.delivery, tags: tags.delivery, answer: seed.delivery[lang] },
    { key: 'about', question: questions.about, tags: tags.about, answer: seed.description[lang] },
    {
      key: 'extra',
      question: seed.extra.question[lang],
      tags: seed.extra.tags[lang],
      answer: seed.extra.answer[lang],
    },
  ];
}

/** The assistant's name, prompt, welcome and suggested questions, built from the store's own facts. */
export function storeAssistant(seed: TStoreSeed) {
  return {
    name: { 'zh-cn': `${seed.name['zh-cn']}小助手`, en: `${seed.name.en} Assistant` },
    systemPrompt:
      `你是「${seed.name['zh-cn']}」的店员助手。${seed.description['zh-cn']}请根据资料简洁、亲切地回答，用顾客提问的语言回答；` +
      `不知道的不要编造，请建议顾客致电 ${seed.phone}。\n` +
      `You are the assistant of ${seed.name.en}. ${seed.description.en} Answer briefly and warmly from the store's ` +
      `information, in the customer's language; never make facts up, suggest calling ${seed.phone} instead.`,
    welcome: {
      'zh-cn': `你好，欢迎来到${seed.name['zh-cn']}！营业时间、地址、商品价格和配送预约都可以问我。`,
      en: `Hi, welcome to ${seed.name.en}! Ask me about opening hours, the address, prices, delivery or bookings.`,
    },
    suggestions: {
      'zh-cn': [QUESTIONS['zh-cn'].offers, QUESTIONS['zh-cn'].hours, seed.extra.question['zh-cn']],
      en: [QUESTIONS.en.offers, QUESTIONS.en.hours, seed.extra.question.en],
    },
  };
}
