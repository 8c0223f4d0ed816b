import { interpolate, sharedMessages, type TLanguage, type TMessageKey } from '@storefront/shared';
import { en, type TServerMessageKey } from './en.js';
import { zhCn } from './zh-cn.js';

export type TAnyMessageKey = TServerMessageKey | TMessageKey;

const serverMessages: Record<TLanguage, Record<TServerMessageKey, string>> = { 'zh-cn': zhCn, en };

function isServerKey(key: string): key is TServerMessageKey {
  return Object.hasOwn(en, key);
}

/** Translates a server or shared message key; an unknown key is returned as it is. */
export function translate(lang: TLanguage, key: string, values?: Record<string, string | number>): string {
  const shared: Record<string, string> = sharedMessages[lang];
  const text = isServerKey(key) ? serverMessages[lang][key] : shared[key];
  return interpolate(text ?? key, values);
}
