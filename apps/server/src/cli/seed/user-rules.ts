import type { TLocalizedText } from '../../lib/localized.js';

export interface RuleSeed {
  type: 'menu' | 'menu_dir' | 'nav' | 'nav_user_menu' | 'route' | 'button';
  title: TLocalizedText;
  name: string;
  path: string;
  icon?: string;
  menuType?: 'tab' | 'link' | 'iframe';
  url?: string;
  noLoginValid?: boolean;
  /** Its place among its siblings (heavier first) when not the seed order's. */
  weigh?: number;
  children?: RuleSeed[];
}

const menu = (path: string, title: TLocalizedText, icon: string, children: RuleSeed[] = []): RuleSeed => ({
  type: 'menu',
  title,
  name: path,
  path,
  icon,
  menuType: 'tab',
  children,
});

/** The member centre's default menus plus the header's user menu and a public nav entry. */
export const userRuleSeed: RuleSeed[] = [
  {
    type: 'menu_dir',
    title: { 'zh-cn': '我的账户', en: 'My account' },
    name: 'account',
    path: 'account',
    icon: 'UserOutlined',
    children: [
      menu('account/overview', { 'zh-cn': '账户概览', en: 'Overview' }, 'DashboardOutlined'),
      menu('account/profile', { 'zh-cn': '个人资料', en: 'Profile' }, 'IdcardOutlined', [
        {
          type: 'button',
          title: { 'zh-cn': '编辑资料', en: 'Edit profile' },
          name: 'account/profile/edit',
          path: 'account/profile/edit',
        },
      ]),
      menu('account/changePassword', { 'zh-cn': '修改密码', en: 'Change password' }, 'LockOutlined'),
      menu('account/integral', { 'zh-cn': '积分记录', en: 'Points' }, 'StarOutlined'),
      menu('account/balance', { 'zh-cn': '余额记录', en: 'Balance' }, 'WalletOutlined'),
    ],
  },
  {
    type: 'menu_dir',
    title: { 'zh-cn': '我的服务', en: 'My services' },
    name: 'services',
    path: 'services',
    icon: 'AppstoreOutlined',
    children: [
      menu('chatai', { 'zh-cn': 'AI 对话', en: 'AI chat' }, 'MessageOutlined'),
      menu('baseinfo', { 'zh-cn': '账户信息', en: 'Account info' }, 'SafetyCertificateOutlined'),
    ],
  },
  {
    type: 'route',
    title: { 'zh-cn': '编辑资料', en: 'Edit profile' },
    name: 'account/editinfo',
    path: 'account/editinfo',
  },
  {
    type: 'nav_user_menu',
    title: { 'zh-cn': '会员中心', en: 'Member centre' },
    name: 'user-center',
    path: 'account/overview',
    icon: 'UserOutlined',
    menuType: 'tab',
  },
  {
    type: 'nav_user_menu',
    title: { 'zh-cn': '我的对话', en: 'My chats' },
    name: 'user-chat',
    path: 'chatai',
    icon: 'MessageOutlined',
    menuType: 'tab',
  },
  {
    type: 'nav',
    title: { 'zh-cn': '帮助中心', en: 'Help centre' },
    name: 'help',
    path: '/instructions',
    icon: 'QuestionCircleOutlined',
    menuType: 'tab',
    noLoginValid: true,
  },
];
