import type { TLanguage } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { hasAssistant } from '../../features/assistants/repo.js';
import { findStore } from '../../features/stores/repo.js';
import { nowSeconds } from '../../lib/clock.js';
import { DEMO_KNOWLEDGE_EN, DRAFT_KNOWLEDGE_EN } from './assistant-knowledge.en.js';
import { DEMO_KNOWLEDGE_ZH_CN, DRAFT_KNOWLEDGE_ZH_CN } from './assistant-knowledge.zh-cn.js';
import { seedAssistant, type TKnowledgeSeed } from './assistant-seed.js';
import { DEMO_STORE } from './demo.js';

/** The demo store's assistant: what visitors see first and what a model is told. */
export const DEMO_ASSISTANT = {
  name: { 'zh-cn': '星河咖啡小助手', en: 'Galaxy Coffee Assistant' },
  systemPrompt:
    '你是「星河咖啡」的店员助手，这是上海徐汇区的一家精品咖啡店，每天 08:00–22:00 营业，支持到店自提和外送。' +
    '请亲切、简洁地回答顾客关于菜单、价格、门店、配送、会员和活动的问题，用顾客提问的语言回答；价格以人民币为单位。' +
    '不知道的信息不要编造，请建议顾客致电 021-00000000 联系门店。\n' +
    'You are the barista assistant of Galaxy Coffee, a specialty coffee shop in Xuhui, Shanghai, open 08:00–22:00 ' +
    'daily with pick-up and delivery. Answer questions about the menu, prices, the store, delivery, membership and ' +
    'events warmly and briefly, in the language the customer writes in; prices are in yuan. Never make facts up: ' +
    'suggest calling the store at 021-00000000 instead.',
  welcome: {
    'zh-cn': '你好，欢迎来到星河咖啡 ☕ 我可以帮你查菜单和价格、营业时间、外卖配送、会员积分等，想问点什么？',
    en: 'Hi, welcome to Galaxy Coffee ☕ I can help with the menu and prices, opening hours, delivery, membership and more. What would you like to know?',
  },
  suggestions: {
    'zh-cn': [
      '你们的营业时间是几点到几点？',
      '有哪些咖啡？价格是多少？',
      '可以送外卖吗？配送费多少？',
      '怎么成为会员？积分怎么用？',
    ],
    en: [
      'What are your opening hours?',
      'What coffee do you serve and how much does it cost?',
      'Do you deliver, and what is the delivery fee?',
      'How do I become a member and use my points?',
    ],
  },
} as const;

/** The published assistant's knowledge per language; the draft has these plus its DRAFT_KNOWLEDGE entry. */
export const DEMO_KNOWLEDGE: Record<TLanguage, TKnowledgeSeed[]> = {
  'zh-cn': DEMO_KNOWLEDGE_ZH_CN,
  en: DEMO_KNOWLEDGE_EN,
};

/** The entry only the draft assistant has, per language. */
export const DRAFT_KNOWLEDGE: Record<TLanguage, TKnowledgeSeed> = {
  'zh-cn': DRAFT_KNOWLEDGE_ZH_CN,
  en: DRAFT_KNOWLEDGE_EN,
};

/** A seeded entry per language in seed order, the extra draft entry included when `variant` is the draft. */
export function demoKnowledge(variant: 'published' | 'draft'): Array<TKnowledgeSeed & { lang: TLanguage }> {
  return (Object.keys(DEMO_KNOWLEDGE) as TLanguage[]).flatMap((lang) =>
    [...DEMO_KNOWLEDGE[lang], ...(variant === 'draft' ? [DRAFT_KNOWLEDGE[lang]] : [])].map((entry) => ({
      ...entry,
      lang,
    })),
  );
}

/**
 * Gives the demo store its published and draft assistants with their knowledge, in one transaction. Does nothing
 * when the demo store is missing or already has an assistant, so a second run never overwrites what operators
 * changed; a concurrent run inserting the same variant is ignored. Returns the assistants created.
 */
export async function seedDemoAssistant(db: TDb): Promise<number> {
  const store = await findStore(db, DEMO_STORE.storeuuid);
  if (!store || (await hasAssistant(db, store.id))) return 0;
  const now = nowSeconds();
  return db.transaction().execute(async (trx) => {
    let created = 0;
    for (const variant of ['published', 'draft'] as const) {
      const settings = { free_count: 5, loginset: 0, score_per_message: 0, context_turns: 6 };
      const input = { storeId: store.id, variant, assistant: DEMO_ASSISTANT, settings, now };
      if (await seedAssistant(trx, { ...input, knowledge: demoKnowledge(variant) })) created += 1;
    }
    return created;
  });
}
