import { z } from 'zod';
import { zFlag } from './fields.js';

export const ZIndexQuery = z.object({ requiredLogin: zFlag.default(false) });
export type TIndexQuery = z.infer<typeof ZIndexQuery>;

export const RULE_TYPES = ['menu', 'menu_dir', 'nav', 'nav_user_menu', 'route', 'button'] as const;
export const MENU_TYPES = ['tab', 'link', 'iframe'] as const;
export const RULE_EXTENDS = ['none', 'add_rules_only', 'add_menu_only'] as const;

/**
 * The member-centre path of "My store" (`/user/shop/...`): its menu entries (`user_rule` paths `shop`,
 * `shop/store`, `shop/assistant`, `shop/knowledge`, `shop/conversations`) show only to members running a store.
 */
export const SHOP_MENU_PATH = 'shop';

export type TMenuRule = {
  id: number;
  pid: number;
  type: (typeof RULE_TYPES)[number];
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: (typeof MENU_TYPES)[number] | null;
  url: string;
  component: string;
  keepalive: boolean;
  extend: (typeof RULE_EXTENDS)[number];
  children: TMenuRule[];
};

/** A node of the rule tree: routes, navigation, member menus, buttons; titles in the request's language. */
export const ZMenuRule: z.ZodType<TMenuRule> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    type: z.enum(RULE_TYPES),
    title: z.string(),
    name: z.string(),
    path: z.string(),
    icon: z.string(),
    menu_type: z.enum(MENU_TYPES).nullable(),
    url: z.string(),
    component: z.string(),
    keepalive: z.boolean(),
    extend: z.enum(RULE_EXTENDS),
    children: z.array(ZMenuRule),
  }),
);

export type TNavItem = { title: string; url: string; target: '_self' | '_blank'; children: TNavItem[] };
export const ZNavItem: z.ZodType<TNavItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    url: z.string(),
    target: z.enum(['_self', '_blank']),
    children: z.array(ZNavItem),
  }),
);

export const ZUploadConfig = z.object({
  mode: z.string(),
  maxSize: z.number().int().nonnegative(),
  allowedSuffixes: z.string(),
  allowedMimeTypes: z.string(),
  saveName: z.string(),
});

/** Site configuration, as the bootstrap endpoint sends it. */
export const ZSiteConfig = z.object({
  siteName: z.string(),
  recordNumber: z.string(),
  siteLogo: z.string(),
  siteDescription: z.string(),
  siteKeywords: z.string(),
  site_copyright: z.string(),
  version: z.string(),
  cdnUrl: z.string(),
  apiUrl: z.string(),
  upload: ZUploadConfig,
  headNav: z.array(ZNavItem),
  footNav: z.array(ZNavItem),
  telephone: z.string(),
  serviceHotline: z.string(),
  contactEmail: z.string(),
  offiaccount: z.string(),
  miniprogram: z.string(),
  footer_title: z.string(),
  footer_describe: z.string(),
  footer_register: z.string(),
  initialize: z.boolean(),
  userInitialize: z.boolean(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

/** The member's user info with both tokens; money is a 2-decimal string, times are Unix seconds. */
export const ZUserInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  birthday: z.string().nullable(),
  money: z.string(),
  score: z.number().int(),
  last_login_time: z.number().int().nullable(),
  last_login_ip: z.string(),
  join_time: z.number().int().nullable(),
  motto: z.string(),
  shop_id: z.number().int(),
  token: z.string(),
  refresh_token: z.string(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** A titled column of footer links. */
export const ZFooterMenu = z.object({ title: z.string(), children: z.array(ZNavItem) });

export const AGENT_TYPES = ['agent', 'testagent', 'client'] as const;
export type TAgentType = (typeof AGENT_TYPES)[number];

/**
 * The default store the site's chat links open, and whether this host is a chat host: a host named in
 * CHAT_HOSTS serves the chat at `/` with its agent type; other hosts are the normal site with `agent`.
 */
export const ZSiteChat = z.object({
  storeuuid: z.string().nullable(),
  storeName: z.string(),
  agentType: z.enum(AGENT_TYPES),
  isChatHost: z.boolean(),
});

/** `data` of `GET /api/index/index`. */
export const ZIndexData = z.object({
  site: ZSiteConfig,
  openMemberCenter: z.boolean(),
  userInfo: z.union([ZUserInfo, z.tuple([])]),
  rules: z.array(ZMenuRule),
  menus: z.array(ZMenuRule),
  footerMenus: z.array(ZFooterMenu),
  chat: ZSiteChat,
});
export type TIndexData = z.infer<typeof ZIndexData>;
