import {
  DEFAULT_UPLOAD_MAX_SIZE,
  type TLanguage,
  type TSiteConfig,
  ZFooterMenu,
  ZSiteConfig,
} from '@storefront/shared';
import { z } from 'zod';
import { localize, parseJsonText } from '../../lib/localized.js';

const DEFAULT_UPLOAD: TSiteConfig['upload'] = {
  mode: 'local',
  maxSize: DEFAULT_UPLOAD_MAX_SIZE,
  allowedSuffixes: '',
  allowedMimeTypes: '',
  saveName: '',
};

export interface SiteSettings {
  site: TSiteConfig;
  openMemberCenter: boolean;
  footerMenus: z.infer<typeof ZFooterMenu>[];
  /** Whether password login asks for the click captcha (`user_login_captcha`). */
  userLoginCaptcha: boolean;
  /** Points a new member gets (`user_register_score`). */
  registerBonusScore: number;
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asBoolean = (value: unknown): boolean => value === true || value === 1 || value === '1';
const asCount = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The site settings of one language from the `config` rows. A malformed row falls back to its default
 * instead of breaking every page: the bootstrap must answer even when an operator typed something odd.
 */
export function readSiteSettings(
  rows: { name: string; value: string }[],
  lang: TLanguage,
  cdnOverride: string,
): SiteSettings {
  const values = new Map(rows.map((row) => [row.name, localize(parseJsonText(row.value), lang)]));
  const text = (name: string) => asString(values.get(name));
  const upload = ZSiteConfig.shape.upload.safeParse(values.get('upload'));
  const navList = (name: string) =>
    z
      .array(ZSiteConfig.shape.headNav.element)
      .catch([])
      .parse(asList(values.get(name)).map(withNavDefaults));
  const site: TSiteConfig = {
    siteName: text('siteName'),
    recordNumber: text('recordNumber'),
    siteLogo: text('siteLogo'),
    siteDescription: text('siteDescription'),
    siteKeywords: text('siteKeywords'),
    site_copyright: text('site_copyright'),
    version: text('version'),
    cdnUrl: cdnOverride || text('cdnUrl'),
    apiUrl: text('apiUrl'),
    upload: upload.success ? upload.data : DEFAULT_UPLOAD,
    headNav: navList('headNav'),
    footNav: navList('footNav'),
    telephone: text('telephone'),
    serviceHotline: text('serviceHotline'),
    contactEmail: text('contactEmail'),
    offiaccount: text('offiaccount'),
    miniprogram: text('miniprogram'),
    footer_title: text('footer_title'),
    footer_describe: text('footer_describe'),
    footer_register: text('footer_register'),
    initialize: asBoolean(values.get('initialize')),
    userInitialize: asBoolean(values.get('userInitialize')),
  };
  const footerMenus = z
    .array(ZFooterMenu)
    .catch([])
    .parse(
      asList(values.get('footerMenus')).map((column) =>
        typeof column === 'object' && column !== null && 'children' in column
          ? { ...column, children: asList(column.children).map(withNavDefaults) }
          : column,
      ),
    );
  return {
    site,
    openMemberCenter: asBoolean(values.get('open_member_center')),
    footerMenus,
    userLoginCaptcha: asBoolean(values.get('user_login_captcha')),
    registerBonusScore: asCount(values.get('user_register_score')),
  };
}

function withNavDefaults(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const children = 'children' in item ? asList(item.children).map(withNavDefaults) : [];
  return { target: '_self', ...item, children };
}
