import type { TLanguage, TOpeningState } from '@storefront/shared';

/** The facts of a store's record a customer asks about. */
export type TFactKind = 'hours' | 'address' | 'directions' | 'phone';

/** Where the store stands right now, from its hours in its time zone (known hours only). */
export type TOpenNow = Exclude<TOpeningState, { state: 'unknown' }>;

/**
 * How each fact is asked, in either language: a clause matching one is a question about the store's record. Kept
 * narrow on purpose (几点开门, not 几点; 在哪, not 位置 "a seat"): a question the patterns miss still reaches the
 * knowledge, while a wrong match would answer with the wrong fact.
 */
export const FACT_PATTERNS: Record<TFactKind, RegExp> = {
  hours:
    /营业时间|营业到|营业吗|营不营业|在营业|几点(?:开门|关门|开始营业|打烊|下班)|开门|关门|打烊|开到几点|还开着|开着吗|开不开|开吗$|\b(?:opening hours|hours|open|opens|close|closes|closing)\b/i,
  address:
    /地址|(?:店|门店|你们|您们)(?:在|开在)(?:哪|什么地方)|在哪(?:里|儿)?$|什么位置|具体位置|\baddress\b|\blocated\b|\bwhere (?:is|are) (?:you|the (?:store|shop|cafe|restaurant))\b/i,
  directions:
    /怎么(?:走|去|过去|到)|路线|导航|坐地铁|几号线|地铁站|公交|\bdirections?\b|\bget (?:there|to (?:you|the (?:store|shop)))\b|\bhow (?:do|can) i (?:get|reach)\b|\b(?:subway|metro)\b/i,
  phone:
    /电话|联系方式|手机号|号码是多少|致电|\bphone\b|\btelephone\b|\bcall (?:you|the store)\b|\bcontact\b/i,
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
