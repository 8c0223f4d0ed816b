import { DEFAULT_LANGUAGE, parseLanguage, STORAGE_KEY, type TLanguage } from '@storefront/shared';
import i18next from 'i18next';
import { storage } from '../storage';

/** The one i18next instance; `app/i18n` configures it (resources, backend) at start-up. */
export const i18n = i18next.createInstance();

/** The stored language (key ba-lang), default zh-cn. */
export function storedLanguage(): TLanguage {
  return parseLanguage(storage.getString(STORAGE_KEY.language)) ?? DEFAULT_LANGUAGE;
}

/** The active language, as sent in the think-lang header. */
export function currentLanguage(): TLanguage {
  return parseLanguage(i18n.language) ?? storedLanguage();
}

/** Translates outside React; the key may carry a namespace (`shared:http.404`). */
export function translate(key: string, values?: Record<string, string | number>): string {
  return i18n.t(key, values ?? {});
}
