import { LANGUAGES, type TExampleTurn, type TLanguage } from '@storefront/shared';
import { DEMO_KNOWLEDGE } from './assistant.js';
import type { TKnowledgeSeed } from './assistant-seed.js';
import type { TArticleSeed, TArticleVersion } from './content-seed.js';
import { DEMO_STORE } from './demo.js';
import { storeKnowledge } from './store-knowledge.js';
import { DEMO_STORE_SEEDS } from './stores.js';

/** Question/answer pairs taken from a store's own knowledge, so an example shows what its assistant says. */
function turnsFrom(entries: TKnowledgeSeed[], keys: string[]): TExampleTurn[] {
  return keys.flatMap((key) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (!entry) throw new Error(`example refers to unknown knowledge "${key}"`);
    return [
      { role: 'user' as const, content: entry.question },
      { role: 'assistant' as const, content: entry.answer },
    ];
  });
}

function seededStore(storeuuid: string) {
  const seed = DEMO_STORE_SEEDS.find((candidate) => candidate.storeuuid === storeuuid);
  if (!seed) throw new Error(`example refers to unknown store ${storeuuid}`);
  return seed;
}

interface TExampleText {
  title: string;
  summary: string;
  intro: string;
  points: string[];
}

const TRY_IT: Record<TLanguage, string> = {
  'zh-cn': '## 试一试\n\n点击 **试一试**，会打开这家店的对话，并填好第一个问题。',
  en: '## Try it\n\nPress **Try it** to open this store’s chat with the first question filled in.',
};
const WHAT_IT_SHOWS: Record<TLanguage, string> = {
  'zh-cn': '## 这个示例展示了什么',
  en: '## What this shows',
};

function exampleVersion(
  lang: TLanguage,
  text: TExampleText,
  storeuuid: string,
  turns: TExampleTurn[],
): TArticleVersion {
  const points = text.points.map((point) => `- ${point}`).join('\n');
  return {
    title: text.title,
    summary: text.summary,
    markdown: `${text.intro}\n\n${WHAT_IT_SHOWS[lang]}\n\n${points}\n\n${TRY_IT[lang]}\n`,
    extra: { storeuuid, turns },
  };
}

function example(
  name: string,
  storeuuid: string,
  knowledge: (lang: TLanguage) => TKnowledgeSeed[],
  keys: string[],
  texts: Record<TLanguage, TExampleText>,
): TArticleSeed {
  const versions = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      exampleVersion(lang, texts[lang], storeuuid, turnsFrom(knowledge(lang), keys)),
    ]),
  ) as Record<TLanguage, TArticleVersion>;
  return { type: 'example', name, versions };
}

const BAKERY = seededStore('1b9b77ee-bd50-4aca-b548-6ef8f0894268');
const BIKES = seededStore('48e7b193-9950-42d5-aa47-b06799eb6881');

/** Example conversations (`/examples/:id`) with the demo coffee shop, a bakery and a bike repair shop. */
export const EXAMPLE_ARTICLES: TArticleSeed[] = [
  example(
    'coffee-visit',
    DEMO_STORE.storeuuid,
    (lang) => DEMO_KNOWLEDGE[lang],
    ['hours', 'milk', 'delivery'],
    {
      'zh-cn': {
        title: '咖啡店：营业时间、换奶和外送',
        summary: '顾客在出门前问星河咖啡的营业时间、能否换燕麦奶，以及外送的范围和费用。',
        intro: '一位顾客想下午去星河咖啡，出门前先问了几个问题。',
        points: ['营业时间和最后点单时间', '换植物奶的价格', '外送平台、范围、费用和送达时间'],
      },
      en: {
        title: 'Coffee shop: opening hours, oat milk and delivery',
        summary:
          'A customer asks Galaxy Coffee about opening hours, oat milk and the delivery range and fee.',
        intro:
          'A customer plans an afternoon visit to Galaxy Coffee and asks a few things before leaving home.',
        points: [
          'Opening hours and last orders',
          'What plant-based milk costs',
          'Delivery apps, range, fee and time',
        ],
      },
    },
  ),
  example(
    'bakery-evening',
    BAKERY.storeuuid,
    (lang) => storeKnowledge(BAKERY, lang),
    ['extra', 'offers', 'delivery'],
    {
      'zh-cn': {
        title: '面包房：晚间折扣和预订蛋糕',
        summary: '顾客问麦香里面包房晚上有没有折扣、有哪些面包，以及蛋糕怎么预订。',
        intro: '下班路上的顾客想买面包，先问问麦香里面包房晚上有没有优惠。',
        points: ['每晚 20:00 后的面包折扣', '招牌面包和价格', '外送范围和蛋糕预订'],
      },
      en: {
        title: 'Bakery: evening discount and ordering a cake',
        summary:
          'A customer asks Maple Crumb Bakery about the evening discount, the bread and ordering a cake.',
        intro:
          'On the way home from work, a customer asks Maple Crumb Bakery whether bread is cheaper in the evening.',
        points: [
          'The bread discount after 20:00',
          'Signature bakes and prices',
          'Delivery range and ordering whole cakes',
        ],
      },
    },
  ),
  example(
    'bike-repair',
    BIKES.storeuuid,
    (lang) => storeKnowledge(BIKES, lang),
    ['extra', 'offers', 'address'],
    {
      'zh-cn': {
        title: '自行车修理：多久修好、价格和地址',
        summary: '骑车人问胡同单车铺补胎要多久、各项维修的价格和门店位置。',
        intro: '自行车扎胎了，车主想知道修一下要等多久、花多少钱。',
        points: ['补胎和保养需要的时间', '维修项目价目', '门店地址'],
      },
      en: {
        title: 'Bike repair: how long, how much and where',
        summary:
          'A cyclist asks Hutong Bike Repair how long a puncture takes, what repairs cost and where the shop is.',
        intro: 'With a flat tyre, a cyclist wants to know how long a repair takes and what it costs.',
        points: ['How long a puncture and a full service take', 'Repair prices', 'The shop’s address'],
      },
    },
  ),
];
