import type { TLanguage } from '@storefront/shared';
import type { Locale } from 'antd/es/locale';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** antd's texts (pagination, date pickers, empty tables) per language: only the reader's is downloaded. */
const LOADERS: Record<TLanguage, () => Promise<{ default: Locale }>> = {
  'zh-cn': () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
};

const loaded = new Map<TLanguage, Locale>();
const loading = new Map<TLanguage, Promise<Locale>>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * antd's locale for `language`, downloaded once. Whatever shows antd first awaits it (`loadInAntdScope`, the
 * member layout's route), so no antd text shows in the wrong language while it comes.
 */
export function loadAntdLocale(language: TLanguage): Promise<Locale> {
  const known = loading.get(language);
  if (known) return known;
  const promise = LOADERS[language]().then(({ default: locale }) => {
    loaded.set(language, locale);
    for (const listener of listeners) listener();
    return locale;
  });
  loading.set(language, promise);
  // A failed download (a deploy replaced the chunk) is tried again by the next caller.
  promise.catch(() => loading.delete(language));
  return promise;
}

/**
 * antd's locale for `language` once downloaded; after a language switch the one shown before stays until the
 * new one has come, so the page never falls back to antd's built-in English.
 */
export function useAntdLocale(language: TLanguage): Locale | undefined {
  const current = useSyncExternalStore(subscribe, () => loaded.get(language));
  const shown = useRef<Locale | undefined>(undefined);
  useEffect(() => {
    loadAntdLocale(language).catch(() => undefined);
  }, [language]);
  if (current) shown.current = current;
  return current ?? shown.current;
}
