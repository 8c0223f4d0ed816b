import {
  DEFAULT_LANGUAGE,
  SHOP_MENU_PATH,
  type TAgentType,
  type TIndexData,
  type TLanguage,
  type TMenuRule,
  type TRulePreview,
} from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.js';
import { CACHE_TOPIC, type CacheBus } from '../../lib/cache-bus/index.js';
import { RawJson } from '../../lib/raw-json.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { memberOf, type TSession } from '../../plugins/auth.js';
import { type TMembersService, toUserInfo } from '../members/index.js';
import { storeNameIn, type TStoresService } from '../stores/index.js';
import { listConfig, listEnabledRules, type TRuleRow } from './repo.js';
import { buildRuleTree, groupAllows } from './rule-tree.js';
import { createRulesAdmin } from './rules-admin.js';
import { createSettingsAdmin, openDelivery, storedValuesOf } from './settings-admin.js';
import { readSiteSettings } from './site-config.js';
import { readAssistantFreeCount, readChatHosts } from './stored-settings.js';

const GUEST_RULE_TYPES = new Set(['route', 'nav', 'button']);
const MEMBER_MENU_TYPES = new Set(['menu_dir', 'menu']);
/** The distinct http(s) origins of the iframe menus among `rows` (a rule's URL that is no URL names none). */
function iframeOriginsOf(rows: TRuleRow[]): string[] {
  const origins = new Set<string>();
  for (const row of rows) {
    if (row.type !== 'menu' || row.menu_type !== 'iframe') continue;
    const url = URL.canParse(row.url) ? new URL(row.url) : undefined;
    if (url?.protocol === 'https:' || url?.protocol === 'http:') origins.add(url.origin);
  }
  return [...origins];
}

/** "My store" and its pages, which only store owners see. */
const isNotShopRule = (row: TRuleRow) =>
  row.path !== SHOP_MENU_PATH && !row.path.startsWith(`${SHOP_MENU_PATH}/`);

export interface SiteServiceOptions {
  db: TDb;
  members: TMembersService;
  stores: TStoresService;
  bus: CacheBus;
  cacheTtlMs: number;
  cdnUrl: string;
  /** CHAT_HOSTS: the chat hosts until an operator saves others. */
  chatHosts: Map<string, TAgentType>;
  /** False with CAPTCHA=off: no login asks for the captcha, whatever the site setting says. */
  captchaEnabled: boolean;
  /** Seals and opens the mail and SMS secrets saved in the settings. */
  appSecret: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Builds the bootstrap answer. What is the same for every visitor (settings, rules, default store) is cached
 * per process for a few seconds and dropped in every process when the settings, the menus or a store change
 * (the snapshot names the default store); only the member part is looked up per request.
 */
export function createSiteService(options: SiteServiceOptions) {
  const { db } = options;
  const shared = createTtlCache(options.cacheTtlMs, async (lang: TLanguage) => {
    const [configRows, ruleRows, store] = await Promise.all([
      listConfig(db),
      listEnabledRules(db),
      options.stores.findDefaultOpen(),
    ]);
    const guestRows = ruleRows.filter((row) => row.no_login_valid === 1 && GUEST_RULE_TYPES.has(row.type));
    const stored = storedValuesOf(configRows);
    const chatHosts = readChatHosts(stored);
    return {
      ...readSiteSettings(configRows, lang, options.cdnUrl),
      stored,
      /** Saved in the console, or CHAT_HOSTS while the console follows the environment. */
      chatHosts:
        chatHosts.source === 'console'
          ? new Map(chatHosts.hosts.map((item) => [item.host, item.agentType]))
          : options.chatHosts,
      ruleRows,
      iframeOrigins: iframeOriginsOf(ruleRows),
      guestRules: buildRuleTree(guestRows, lang),
      store: store
        ? { storeuuid: store.storeuuid, storeName: storeNameIn(store, lang) }
        : { storeuuid: null, storeName: '' },
      /** The whole guest answer per agent type, serialised once: guests are most of the traffic. */
      guestJson: new Map<string, RawJson>(),
    };
  });
  for (const topic of [CACHE_TOPIC.site, CACHE_TOPIC.storeCards])
    options.bus.subscribe(topic, () => shared.clear());

  const invalidate = () => options.bus.publish(CACHE_TOPIC.site);

  /** Whether a member's `shop_id` names a store that exists: only they see "My store". */
  const runsStore = async (user: { shop_id: number }) =>
    user.shop_id > 0 && (await options.stores.findById(user.shop_id)) !== undefined;

  async function memberMenus(ruleRows: TRuleRow[], groupId: number, lang: TLanguage) {
    const allowed = ruleRows.filter(groupAllows(await options.members.groupRules(groupId)));
    return {
      rules: buildRuleTree(
        allowed.filter((row) => !MEMBER_MENU_TYPES.has(row.type)),
        lang,
      ),
      menus: buildRuleTree(
        allowed.filter((row) => MEMBER_MENU_TYPES.has(row.type)),
        lang,
      ),
    };
  }

  return {
    /** `data` of GET /api/index/index for this session, language and host. */
    async indexData(input: {
      session: TSession;
      requiredLogin: boolean;
      lang: TLanguage;
      hostname: string;
    }): Promise<TIndexData | RawJson> {
      const { session, lang } = input;
      if (input.requiredLogin) memberOf(session);
      const snapshot = await shared.get(lang);
      const agentType = snapshot.chatHosts.get(input.hostname.toLowerCase());
      const isGuest = session.state !== 'member';
      // Checked before anything is built: guests are most of the traffic and their answer is ready.
      const ready = isGuest ? snapshot.guestJson.get(agentType ?? 'none') : undefined;
      if (ready) return ready;
      // Field by field, not spread: on Node 20's V8 a spread followed by more properties builds new hidden
      // classes on every call, about 10 µs of each member's bootstrap.
      const answer = (
        userInfo: TIndexData['userInfo'],
        rules: TMenuRule[],
        menus: TMenuRule[],
      ): TIndexData => ({
        site: snapshot.site,
        openMemberCenter: snapshot.openMemberCenter,
        footerMenus: snapshot.footerMenus,
        chat: {
          storeuuid: snapshot.store.storeuuid,
          storeName: snapshot.store.storeName,
          agentType: agentType ?? 'agent',
          isChatHost: agentType !== undefined,
        },
        userInfo,
        rules,
        menus,
      });
      if (isGuest) {
        const json = new RawJson(JSON.stringify(answer([], snapshot.guestRules, [])));
        snapshot.guestJson.set(agentType ?? 'none', json);
        return json;
      }
      const rows = (await runsStore(session.user))
        ? snapshot.ruleRows
        : snapshot.ruleRows.filter(isNotShopRule);
      const { rules, menus } = await memberMenus(rows, session.user.group_id, lang);
      return answer(toUserInfo(session.user, { token: session.token }), rules, menus);
    },
    /** The agent type a host opens the chat as (the console's chat hosts, or CHAT_HOSTS); undefined for others. */
    async chatHostAgentType(hostname: string): Promise<TAgentType | undefined> {
      return (await shared.get(DEFAULT_LANGUAGE)).chatHosts.get(hostname.toLowerCase());
    },
    /** The origins of the enabled iframe menus: what the iframe page may frame (plugins/security.ts). */
    async iframeOrigins(): Promise<string[]> {
      return (await shared.get(DEFAULT_LANGUAGE)).iframeOrigins;
    },
    /** Whether password login asks for the click captcha: the site setting, unless CAPTCHA=off. */
    async loginCaptchaSwitch(): Promise<boolean> {
      return options.captchaEnabled && (await shared.get(DEFAULT_LANGUAGE)).userLoginCaptcha;
    },
    /** Points a new member gets on registration. */
    async registerBonusScore(): Promise<number> {
      return (await shared.get(DEFAULT_LANGUAGE)).registerBonusScore;
    },
    /** The CDN base of resource URLs: CDN_URL, else the site setting. */
    async cdnUrl(): Promise<string> {
      return (await shared.get(DEFAULT_LANGUAGE)).site.cdnUrl;
    },
    /** Upload limits and allowed types (site setting `upload`). */
    async uploadSettings() {
      return (await shared.get(DEFAULT_LANGUAGE)).site.upload;
    },
    /** The site name in a language, for mails and SMS. */
    async siteName(lang: TLanguage): Promise<string> {
      return (await shared.get(lang)).site.siteName;
    },
    /** The free messages a visitor gets from a newly created assistant, until an operator changes them. */
    async newAssistantFreeCount(): Promise<number> {
      return readAssistantFreeCount((await shared.get(DEFAULT_LANGUAGE)).stored);
    },
    /** Mail and SMS settings with their secrets opened, for sending; they follow every saved change. */
    async deliverySettings() {
      return openDelivery((await shared.get(DEFAULT_LANGUAGE)).stored, options.appSecret, options.log);
    },
    /**
     * What a member of the group new members join (without a store, and running one) and a visitor get as
     * rules and menus right now.
     */
    async preview(lang: TLanguage): Promise<TRulePreview> {
      const snapshot = await shared.get(lang);
      const groupId = await options.members.defaultGroupId();
      const menusOf = async (rows: TRuleRow[]) =>
        groupId === undefined ? { rules: [], menus: [] } : memberMenus(rows, groupId, lang);
      return {
        headNav: snapshot.site.headNav,
        member: await menusOf(snapshot.ruleRows.filter(isNotShopRule)),
        storeOwner: await menusOf(snapshot.ruleRows),
        guest: { rules: snapshot.guestRules },
      };
    },
    /** The console's side of the settings (`config`). */
    settings: createSettingsAdmin({
      db,
      appSecret: options.appSecret,
      environment: {
        captchaOff: !options.captchaEnabled,
        chatHosts: [...options.chatHosts].map(([host, agentType]) => ({ host, agentType })),
      },
      invalidate,
    }),
    /** The console's side of the rule tree (`user_rule`). */
    rules: createRulesAdmin({ db, invalidate }),
    /** Drops the cached settings and menus in every process after a change. */
    invalidate,
  };
}

export type TSiteService = ReturnType<typeof createSiteService>;
