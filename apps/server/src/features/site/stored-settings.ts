import {
  DEFAULT_UPLOAD_MAX_SIZE,
  type TBilingualText,
  type TChatHost,
  type TMailSettings,
  type TSettingsEditBody,
  type TSettingsView,
  type TSmsSettings,
  ZChatHost,
} from '@storefront/shared';
import { z } from 'zod';

/** The `config` rows by name, each value parsed from its JSON (language maps left as they are). */
export type TStoredValues = Map<string, unknown>;

/** The free messages a new assistant gives visitors when no operator has set the default. */
export const DEFAULT_ASSISTANT_FREE_COUNT = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  return isRecord(value) && typeof value['zh-cn'] === 'string' ? value['zh-cn'] : '';
};
/** A text both languages share is shown in both; a language map is read per language. */
const bilingual = (value: unknown): TBilingualText => {
  if (!isRecord(value)) return { 'zh-cn': text(value), en: text(value) };
  const zh = typeof value['zh-cn'] === 'string' ? value['zh-cn'] : '';
  return { 'zh-cn': zh, en: typeof value.en === 'string' ? value.en : zh };
};
const flag = (value: unknown): boolean => value === true || value === 1 || value === '1';
const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const source = (value: unknown) => (value === 'console' ? 'console' : 'env');

/** Chat hosts an operator saved; `null` while they follow CHAT_HOSTS. */
export function readChatHosts(values: TStoredValues): { source: 'env' | 'console'; hosts: TChatHost[] } {
  const stored = record(values.get('chat_hosts'));
  return {
    source: source(stored.source),
    hosts: z
      .array(ZChatHost)
      .catch([])
      .parse(stored.hosts ?? []),
  };
}

export const readAssistantFreeCount = (values: TStoredValues) =>
  count(values.get('assistant_free_count'), DEFAULT_ASSISTANT_FREE_COUNT);

/** The sections every operator edits, as the console shows them (both languages of each text). */
export function readSections(values: TStoredValues): Omit<TSettingsView, 'environment'> {
  const upload = record(values.get('upload'));
  const chatHosts = readChatHosts(values);
  return {
    basics: {
      siteName: bilingual(values.get('siteName')),
      siteLogo: text(values.get('siteLogo')),
      recordNumber: text(values.get('recordNumber')),
      siteDescription: bilingual(values.get('siteDescription')),
      siteKeywords: bilingual(values.get('siteKeywords')),
      site_copyright: bilingual(values.get('site_copyright')),
    },
    contact: {
      telephone: text(values.get('telephone')),
      serviceHotline: text(values.get('serviceHotline')),
      contactEmail: text(values.get('contactEmail')),
      offiaccount: text(values.get('offiaccount')),
      miniprogram: text(values.get('miniprogram')),
      footer_title: bilingual(values.get('footer_title')),
      footer_describe: bilingual(values.get('footer_describe')),
      footer_register: text(values.get('footer_register')),
    },
    uploads: {
      maxSize: count(upload.maxSize, DEFAULT_UPLOAD_MAX_SIZE),
      allowedSuffixes: text(upload.allowedSuffixes),
      allowedMimeTypes: text(upload.allowedMimeTypes),
    },
    security: {
      userLoginCaptcha: flag(values.get('user_login_captcha')),
      registerBonusScore: count(values.get('user_register_score'), 0),
    },
    chat: {
      chatHostsSource: chatHosts.source,
      chatHosts: chatHosts.hosts,
      assistantFreeCount: readAssistantFreeCount(values),
    },
  };
}

interface TSettingRow {
  name: string;
  group: string;
  value: unknown;
}

const rowsOf = (group: string, entries: Record<string, unknown>): TSettingRow[] =>
  Object.entries(entries).map(([name, value]) => ({ name, group, value }));

/** The `config` rows the saved sections are written as; a section not in the body is left alone. */
export function settingRows(body: TSettingsEditBody, values: TStoredValues): TSettingRow[] {
  const rows: TSettingRow[] = [];
  if (body.basics) rows.push(...rowsOf('basics', body.basics));
  if (body.contact) {
    const { footer_title, footer_describe, footer_register, ...contact } = body.contact;
    rows.push(...rowsOf('contact', contact));
    rows.push(...rowsOf('footer', { footer_title, footer_describe, footer_register }));
  }
  if (body.uploads) {
    // The storage mode and file naming stay as they are: they belong to the deployment, not to this form.
    rows.push({
      name: 'upload',
      group: 'upload',
      value: { ...record(values.get('upload')), ...body.uploads },
    });
  }
  if (body.security) {
    rows.push({ name: 'user_login_captcha', group: 'basics', value: body.security.userLoginCaptcha });
    rows.push({ name: 'user_register_score', group: 'user', value: body.security.registerBonusScore });
  }
  if (body.chat) {
    const { chatHostsSource, chatHosts, assistantFreeCount } = body.chat;
    rows.push({ name: 'chat_hosts', group: 'chat', value: { source: chatHostsSource, hosts: chatHosts } });
    rows.push({ name: 'assistant_free_count', group: 'chat', value: assistantFreeCount });
  }
  return rows;
}

/** Mail settings as stored: `pass` sealed with the secret box ('' for none). */
export function readMail(values: TStoredValues): TMailSettings {
  const stored = record(values.get('mail'));
  return {
    source: source(stored.source),
    host: text(stored.host),
    port: count(stored.port, 465) || 465,
    secure: stored.secure === undefined ? true : flag(stored.secure),
    user: text(stored.user),
    pass: text(stored.pass),
    fromAddress: text(stored.fromAddress),
    fromName: text(stored.fromName),
  };
}

/** SMS settings as stored: `accessKeySecret` sealed with the secret box ('' for none). */
export function readSms(values: TStoredValues): TSmsSettings {
  const stored = record(values.get('sms'));
  return {
    source: source(stored.source),
    driver: stored.driver === 'aliyun' ? 'aliyun' : 'log',
    accessKeyId: text(stored.accessKeyId),
    accessKeySecret: text(stored.accessKeySecret),
    signName: text(stored.signName),
    templateCode: text(stored.templateCode),
  };
}
