import { en, type TMessageKey } from './en.js';
import { zhCn } from './zh-cn.js';

export type { TMessageKey } from './en.js';

/** The two languages of the product; the first is the default. */
export const LANGUAGES = ['zh-cn', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'zh-cn';

export const sharedMessages: Record<TLanguage, Record<TMessageKey, string>> = { 'zh-cn': zhCn, en };

/** Reads a language tag loosely (`en-US`, `EN`, `zh-CN`, `zh`) into one of ours, or undefined. */
export function parseLanguage(value: unknown): TLanguage | undefined {
  if (typeof value !== 'string') return undefined;
  const tag = value.trim().toLowerCase();
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  if (tag === 'zh' || tag.startsWith('zh-') || tag === 'zh_cn') return 'zh-cn';
  return undefined;
}

/** Replaces `{name}` placeholders with values. */
export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** True when the string is a key of the shared catalogue. */
export function isMessageKey(value: string): value is TMessageKey {
  return Object.hasOwn(en, value);
}
