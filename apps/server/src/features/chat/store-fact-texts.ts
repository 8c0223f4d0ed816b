import type { TLanguage } from '@storefront/shared';

/** The facts of a store's record a customer asks about. */
export type TFactKind = 'hours' | 'address' | 'directions' | 'phone';

/** Where the store stands right now, from its hours in its time zone. */
export type TOpenNow =
  | { state: 'allDay' }
  | { state: 'open'; closes: string }
  | { state: 'closed'; opens: string; day: 'today' | 'tomorrow' }
  | { state: 'suspended' };

/**
 * How each fact is asked, for the engine to match a question against: one synthetic entry per fact, in the
 * visitor's language. Words customers use, not a store's phrasing.
 */
export const FACT_QUESTIONS: Record<TLanguage, Record<TFactKind, { question: string; tags: string }>> = {
  'zh-cn': {
    hours: {
      question: '营业时间是几点到几点？几点开门？几点关门？',
      tags: '营业时间,营业,几点开门,几点关门,开门,关门,打烊,开到几点,现在营业吗,还开着吗,开着吗,今天,周末,周六,周日,礼拜天,节假日',
    },
    address: { question: '门店地址在哪里？', tags: '地址,位置,在哪,在哪里,在哪儿,店在哪,门店地址' },
    directions: {
      question: '怎么走？怎么去你们店？',
      tags: '怎么走,怎么去,路线,导航,到店,交通,地铁,公交,开车过去',
    },
    phone: { question: '电话是多少？', tags: '电话,联系电话,电话号码,联系方式,号码,打电话,联系你们' },
  },
  en: {
    hours: {
      question: 'What are your opening hours? When do you open and close?',
      tags: 'hours,opening hours,open,opens,close,closes,closing,open now,still open,today,weekend,saturday,sunday,what time',
    },
    address: {
      question: 'Where is the store? What is the address?',
      tags: 'address,location,where,located,find you,where is the shop,where is the store',
    },
    directions: {
      question: 'How do I get to the store? Directions?',
      tags: 'directions,get there,get to,getting there,route,way,navigate,subway,metro,bus,drive',
    },
    phone: {
      question: 'What is your phone number?',
      tags: 'phone,phone number,call,number,contact,telephone',
    },
  },
};

/** The answers built from the record: assistant output in the visitor's language, not UI strings. */
export const FACT_ANSWERS: Record<
  TLanguage,
  {
    hours: (hours: string, now: TOpenNow) => string;
    address: (name: string, address: string) => string;
    directions: (name: string, address: string) => string;
    phone: (phone: string) => string;
  }
> = {
  'zh-cn': {
    hours: (hours, now) => {
      const state = {
        allDay: () => '现在营业中，24 小时营业。',
        open: (closes: string) => `现在营业中，${closes} 打烊。`,
        closed: (opens: string, day: string) =>
          day === 'today' ? `现在休息中，今天 ${opens} 开门。` : `现在已打烊，明天 ${opens} 开门。`,
        suspended: () => '门店目前暂停营业。',
      };
      return `营业时间：每天 ${hours}。${openText(now, state)}`;
    },
    address: (name, address) => `「${name}」的地址：${address}。`,
    directions: (name, address) =>
      `门店地址：${address}。在地图 App 里搜索「${name}」或这个地址即可导航过来。`,
    phone: (phone) => `门店电话：${phone}，欢迎来电。`,
  },
  en: {
    hours: (hours, now) => {
      const state = {
        allDay: () => 'Open now, 24 hours a day.',
        open: (closes: string) => `Open now, closes ${closes}.`,
        closed: (opens: string, day: string) =>
          day === 'today' ? `Closed now, opens ${opens} today.` : `Closed now, opens ${opens} tomorrow.`,
        suspended: () => 'The store is closed for now.',
      };
      return `Opening hours: ${hours} every day. ${openText(now, state)}`;
    },
    address: (name, address) => `${name} is at ${address}.`,
    directions: (name, address) =>
      `We're at ${address}. Search for "${name}" or this address in your maps app for directions.`,
    phone: (phone) => `You can call the store on ${phone}.`,
  },
};

function openText(
  now: TOpenNow,
  texts: {
    allDay: () => string;
    open: (closes: string) => string;
    closed: (opens: string, day: string) => string;
    suspended: () => string;
  },
): string {
  if (now.state === 'allDay') return texts.allDay();
  if (now.state === 'open') return texts.open(now.closes);
  if (now.state === 'closed') return texts.closed(now.opens, now.day);
  return texts.suspended();
}

/** The heading of the store's record in a model's system prompt. */
export const FACTS_HEADING: Record<TLanguage, string> = {
  'zh-cn': '门店信息（以此为准）：',
  en: "The store's own details (these are authoritative):",
};
