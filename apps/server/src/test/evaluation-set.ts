import type { TLanguage } from '@storefront/shared';

/** The seeded stores the set asks about: a noodle breakfast shop, a noodle bar and a cat café. */
export const EVALUATION_STORES = {
  noodleKing: 'd31220d3-8039-44db-84af-cde2fd706413',
  danDan: '7ff81e78-bbe0-4350-8232-928524025712',
  catCafe: '99c5cdd3-03e3-4632-9160-7d738d761624',
} as const;

export type TEvaluationCategory = 'single' | 'compound' | 'greeting' | 'paraphrase' | 'typo' | 'outOfScope';

/** The seed keys of a store's knowledge (cli/seed/store-knowledge.ts). */
export type TEntryKey = 'hours' | 'address' | 'phone' | 'offers' | 'delivery' | 'about' | 'extra';

/**
 * One visitor question and what a right answer is made of: the entries (by seed key) it must give, in any
 * order and nothing else, small talk (the greeting, or thanks answered), or the honest "no answer".
 */
export interface TEvaluationCase {
  store: keyof typeof EVALUATION_STORES;
  lang: TLanguage;
  category: TEvaluationCategory;
  question: string;
  expect: TEntryKey[] | 'talk' | 'none';
}

type TRow = [keyof typeof EVALUATION_STORES, TEvaluationCategory, string, TEvaluationCase['expect']];

/** Written as visitors type them, before the engine was tuned on them: typos, run-ons and all. */
const ZH: TRow[] = [
  ['noodleKing', 'single', '你们几点开门', ['hours']],
  ['noodleKing', 'single', '有什么招牌菜', ['offers']],
  ['noodleKing', 'single', '热干面多少钱', ['offers']],
  ['noodleKing', 'single', '店在哪里', ['address']],
  ['noodleKing', 'single', '电话多少', ['phone']],
  ['noodleKing', 'single', '能送外卖吗', ['delivery']],
  ['noodleKing', 'single', '热干面能不要葱吗', ['extra']],
  ['noodleKing', 'compound', '你们几点开门？有什么招牌菜？', ['hours', 'offers']],
  ['noodleKing', 'compound', '热干面多少钱，能送外卖吗', ['offers', 'delivery']],
  ['noodleKing', 'compound', '店在哪里？电话是多少？', ['address', 'phone']],
  ['noodleKing', 'greeting', '你好', 'talk'],
  ['noodleKing', 'greeting', '你好，你能做什么？', 'talk'],
  ['noodleKing', 'paraphrase', '早上最早几点能吃上', ['hours']],
  ['noodleKing', 'paraphrase', '豆皮怎么卖', ['offers']],
  ['noodleKing', 'paraphrase', '怎么联系你们', ['phone']],
  ['noodleKing', 'paraphrase', '可以订座吗', ['delivery']],
  ['noodleKing', 'typo', '热干面多少前', ['offers']],
  ['noodleKing', 'typo', '营业时见是几点', ['hours']],
  ['noodleKing', 'outOfScope', '你们招聘服务员吗', 'none'],
  ['noodleKing', 'outOfScope', '明天武汉会下雨吗', 'none'],
  ['noodleKing', 'outOfScope', '帮我写一首诗', 'none'],
  ['danDan', 'single', '可以做不辣的吗', ['extra']],
  ['danDan', 'single', '担担面多少钱', ['offers']],
  ['danDan', 'single', '营业时间是几点到几点', ['hours']],
  ['danDan', 'single', '地址在哪', ['address']],
  ['danDan', 'compound', '担担面多少钱？几点关门？', ['offers', 'hours']],
  ['danDan', 'compound', '可以做微辣吗，还有能外送吗', ['extra', 'delivery']],
  ['danDan', 'paraphrase', '我怕辣怎么办', ['extra']],
  ['danDan', 'paraphrase', '晚上几点打烊', ['hours']],
  ['danDan', 'typo', '单单面多少钱', ['offers']],
  ['danDan', 'outOfScope', '你们有停车位吗', 'none'],
  ['danDan', 'outOfScope', '怎么修电脑蓝屏', 'none'],
  ['catCafe', 'single', '小朋友可以来吗', ['extra']],
  ['catCafe', 'single', '门票多少钱', ['offers']],
  ['catCafe', 'single', '需要预约吗', ['delivery']],
  ['catCafe', 'single', '几点开门', ['hours']],
  ['catCafe', 'compound', '几点开门？要预约吗？', ['hours', 'delivery']],
  ['catCafe', 'greeting', '谢谢', 'talk'],
  ['catCafe', 'paraphrase', '带孩子能进吗', ['extra']],
  ['catCafe', 'paraphrase', '拿铁什么价', ['offers']],
  ['catCafe', 'paraphrase', '介绍一下你们店', ['about']],
  ['catCafe', 'typo', '营业时问', ['hours']],
  ['catCafe', 'outOfScope', '可以带狗来吗', 'none'],
  ['catCafe', 'outOfScope', '股票明天会涨吗', 'none'],
];

const EN: TRow[] = [
  ['noodleKing', 'single', 'What time do you open?', ['hours']],
  ['noodleKing', 'single', 'How much is the hot dry noodle?', ['offers']],
  ['noodleKing', 'single', 'What is on the menu?', ['offers']],
  ['noodleKing', 'single', 'Where is the store?', ['address']],
  ['noodleKing', 'single', 'What is your phone number?', ['phone']],
  ['noodleKing', 'single', 'Do you deliver?', ['delivery']],
  ['noodleKing', 'single', 'Can I have the noodles without spring onion?', ['extra']],
  ['noodleKing', 'compound', 'When do you open? How much are the noodles?', ['hours', 'offers']],
  ['noodleKing', 'compound', 'Where are you located, and what is your phone number?', ['address', 'phone']],
  ['noodleKing', 'compound', 'Do you deliver? Also, can I skip the scallions?', ['delivery', 'extra']],
  ['noodleKing', 'greeting', 'Hello', 'talk'],
  ['noodleKing', 'greeting', 'Hello, what can you do?', 'talk'],
  ['noodleKing', 'paraphrase', 'How early can I get breakfast?', ['hours']],
  ['noodleKing', 'paraphrase', 'What does the doupi cost?', ['offers']],
  ['noodleKing', 'paraphrase', 'How can I contact you?', ['phone']],
  ['noodleKing', 'paraphrase', 'Can I book a table?', ['delivery']],
  ['noodleKing', 'typo', 'opning hours?', ['hours']],
  ['noodleKing', 'typo', 'how much are the nooodles', ['offers']],
  ['noodleKing', 'outOfScope', 'Are you hiring?', 'none'],
  ['noodleKing', 'outOfScope', 'Will it rain in Wuhan tomorrow?', 'none'],
  ['noodleKing', 'outOfScope', 'Write me a poem', 'none'],
  ['danDan', 'single', 'Can I have it not spicy?', ['extra']],
  ['danDan', 'single', 'How much are the dan dan noodles?', ['offers']],
  ['danDan', 'single', 'What are your opening hours?', ['hours']],
  ['danDan', 'single', 'What is the address?', ['address']],
  ['danDan', 'compound', 'How much are the wontons? When do you close?', ['offers', 'hours']],
  ['danDan', 'compound', 'Can I get it mild, and also do you deliver?', ['extra', 'delivery']],
  ['danDan', 'paraphrase', "I can't handle chilli, what can I do?", ['extra']],
  ['danDan', 'paraphrase', 'How late are you open tonight?', ['hours']],
  ['danDan', 'typo', 'how much are the dan dan noodels', ['offers']],
  ['danDan', 'outOfScope', 'Is there parking?', 'none'],
  ['danDan', 'outOfScope', 'How do I fix a blue screen on my laptop?', 'none'],
  ['catCafe', 'single', 'Can children come?', ['extra']],
  ['catCafe', 'single', 'How much is entry?', ['offers']],
  ['catCafe', 'single', 'Do I need to book?', ['delivery']],
  ['catCafe', 'single', 'When do you open?', ['hours']],
  ['catCafe', 'compound', 'When do you open? Do I need to book?', ['hours', 'delivery']],
  ['catCafe', 'greeting', 'Thanks!', 'talk'],
  ['catCafe', 'paraphrase', 'Can I bring my kids?', ['extra']],
  ['catCafe', 'paraphrase', 'What does a latte cost?', ['offers']],
  ['catCafe', 'paraphrase', 'Tell me about this place', ['about']],
  ['catCafe', 'typo', 'can childen come', ['extra']],
  ['catCafe', 'outOfScope', 'Can I bring my dog?', 'none'],
  ['catCafe', 'outOfScope', 'Will the stock market go up tomorrow?', 'none'],
];

const toCases = (lang: TLanguage, rows: TRow[]): TEvaluationCase[] =>
  rows.map(([store, category, question, expect]) => ({ store, lang, category, question, expect }));

/** 44 questions per language over three seeded stores, every category in each language. */
export const EVALUATION_SET: TEvaluationCase[] = [...toCases('zh-cn', ZH), ...toCases('en', EN)];
