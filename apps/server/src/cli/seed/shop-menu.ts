import { SHOP_MENU_PATH } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { hasRuleNamed } from '../../features/site/repo.menus.js';
import { nowSeconds } from '../../lib/clock.js';
import { insertRules } from './basics.js';
import type { RuleSeed } from './user-rules.js';

const page = (name: string, zh: string, en: string, icon: string): RuleSeed => ({
  type: 'menu',
  title: { 'zh-cn': zh, en },
  name: `${SHOP_MENU_PATH}/${name}`,
  path: `${SHOP_MENU_PATH}/${name}`,
  icon,
  menuType: 'tab',
});

/** "My store" in the member centre: shown only to members whose `shop_id` names a store. */
export const shopMenuSeed: RuleSeed = {
  type: 'menu_dir',
  title: { 'zh-cn': '我的店铺', en: 'My store' },
  name: SHOP_MENU_PATH,
  path: SHOP_MENU_PATH,
  icon: 'ShopOutlined',
  weigh: 55,
  children: [
    page('store', '店铺资料', 'Store', 'ShopOutlined'),
    page('assistant', 'AI 助手', 'Assistant', 'RobotOutlined'),
    page('knowledge', '知识库', 'Knowledge', 'BookOutlined'),
    page('conversations', '对话与反馈', 'Conversations', 'CommentOutlined'),
    // Handoffs: conversations visitors handed over to the store's people (issue 31).
    page('inbox', '顾客消息', 'Inbox', 'MessageOutlined'),
  ],
};

/**
 * Gives the member centre its "My store" menu; a database that has it (even turned off or moved by an operator)
 * is left alone. It goes after "My account" (weigh 60) and before "My services" (50).
 */
export async function seedShopMenu(db: TDb): Promise<boolean> {
  if (await hasRuleNamed(db, SHOP_MENU_PATH)) return false;
  await db.transaction().execute(async (trx) => {
    await insertRules(trx, [shopMenuSeed], 0, nowSeconds());
  });
  return true;
}
