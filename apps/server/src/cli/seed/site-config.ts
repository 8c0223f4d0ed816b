import { DEFAULT_UPLOAD_MAX_SIZE } from '@storefront/shared';

/** A same-tab nav link with its title in both languages. */
const link = (zh: string, en: string, url: string) => ({
  title: { 'zh-cn': zh, en },
  url,
  target: '_self',
  children: [],
});

/** Site settings seeded on first start; operators edit them later. Text shown to users is per language. */
export const siteConfigSeed: Record<string, { group: string; value: unknown }> = {
  siteName: { group: 'basics', value: { 'zh-cn': '店铺 AI 助手', en: 'Storefront AI' } },
  siteLogo: { group: 'basics', value: '/logo.svg' },
  siteDescription: {
    group: 'basics',
    value: {
      'zh-cn': '找到身边的好店，随时和每家店的 AI 助手聊一聊。',
      en: "Find great stores near you and chat with each store's AI assistant, any time.",
    },
  },
  siteKeywords: {
    group: 'basics',
    value: { 'zh-cn': '店铺,AI 助手,智能客服', en: 'stores,AI assistant,chat' },
  },
  recordNumber: { group: 'basics', value: '沪ICP备00000000号-1' },
  site_copyright: {
    group: 'basics',
    value: { 'zh-cn': '© 2026 店铺 AI 助手 版权所有', en: '© 2026 Storefront AI. All rights reserved.' },
  },
  version: { group: 'basics', value: 'v1.0.0' },
  cdnUrl: { group: 'basics', value: '' },
  apiUrl: { group: 'basics', value: '' },
  open_member_center: { group: 'basics', value: true },
  user_login_captcha: { group: 'basics', value: true },
  user_register_score: { group: 'user', value: 100 },
  upload: {
    group: 'upload',
    value: {
      mode: 'local',
      maxSize: DEFAULT_UPLOAD_MAX_SIZE,
      allowedSuffixes: 'jpg,png,bmp,jpeg,gif,webp,zip,rar,xls,xlsx,doc,docx,wav,mp4,mp3,txt,pdf',
      allowedMimeTypes: '',
      saveName: '/storage/{topic}/{year}{mon}{day}/{random}{.suffix}',
    },
  },
  headNav: {
    group: 'nav',
    value: [link('首页', 'Home', '/'), link('AI 对话', 'AI chat', '/chatai'), link('演示', 'Demo', '/demo')],
  },
  footNav: {
    group: 'nav',
    value: [
      link('服务条款', 'Terms', '/md?doc=terms'),
      link('隐私政策', 'Privacy', '/md?doc=privacy'),
      link('关于我们', 'About', '/md?doc=about'),
    ],
  },
  footerMenus: {
    group: 'nav',
    value: [
      {
        title: { 'zh-cn': '产品', en: 'Product' },
        children: [
          link('AI 对话', 'AI chat', '/chatai'),
          link('网站嵌入演示', 'Widget demo', '/demo'),
          link('对话示例', 'Examples', '/examples/1'),
        ],
      },
      {
        title: { 'zh-cn': '帮助', en: 'Help' },
        children: [
          link('帮助中心', 'Help centre', '/instructions'),
          link('入门指南', 'Getting started', '/guideintro/1'),
        ],
      },
      {
        title: { 'zh-cn': '会员', en: 'Members' },
        children: [
          link('登录', 'Log in', '/login'),
          link('注册', 'Register', '/register'),
          link('会员中心', 'Member centre', '/user'),
        ],
      },
    ],
  },
  telephone: { group: 'contact', value: '400-000-0000' },
  serviceHotline: { group: 'contact', value: '400-000-0000' },
  contactEmail: { group: 'contact', value: 'support@example.com' },
  offiaccount: { group: 'contact', value: '' },
  miniprogram: { group: 'contact', value: '' },
  footer_title: { group: 'footer', value: { 'zh-cn': '店铺 AI 助手', en: 'Storefront AI' } },
  footer_describe: {
    group: 'footer',
    value: {
      'zh-cn': '让每一家店都有一位懂行、随时在线的 AI 助手。',
      en: 'Every store deserves an assistant that knows the shop and never sleeps.',
    },
  },
  footer_register: { group: 'footer', value: '' },
};
