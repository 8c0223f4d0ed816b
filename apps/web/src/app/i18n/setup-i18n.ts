import { LANGUAGES, parseLanguage, STORAGE_KEY, sharedMessages, type TLanguage } from '@storefront/shared';
import type { BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18n, storedLanguage } from '../../lib/i18n/i18n';
import { storage } from '../../lib/storage';
import appEn from '../locales/en.json';
import appZhCn from '../locales/zh-cn.json';
import { loadFeatureMessages } from './namespaces';

const appMessages: Record<TLanguage, Record<string, string>> = { 'zh-cn': appZhCn, en: appEn };

/** Serves the bundled namespaces (app, shared) at once and feature namespaces by dynamic import. */
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, callback) => {
    const language = parseLanguage(lng) ?? storedLanguage();
    if (ns === 'app') return callback(null, appMessages[language]);
    if (ns === 'shared') return callback(null, sharedMessages[language]);
    loadFeatureMessages(language, ns).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Starts i18next: flat dotted keys (no nesting), `{name}` placeholders like the shared catalogue,
 * app-wide and shared namespaces ready before the first render, feature namespaces loaded per route.
 */
/**
 * `?lang=` (the chat widget passes the host page's language; links may too) wins over the stored choice, and
 * becomes the stored choice.
 */
function startLanguage() {
  const requested = parseLanguage(new URLSearchParams(window.location.search).get('lang'));
  if (requested) storage.setString(STORAGE_KEY.language, requested);
  return requested ?? storedLanguage();
}

export async function setupI18n(): Promise<void> {
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: startLanguage(),
      supportedLngs: [...LANGUAGES],
      lowerCaseLng: true,
      load: 'currentOnly',
      fallbackLng: false,
      ns: ['app', 'shared'],
      defaultNS: 'app',
      keySeparator: false,
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
      react: { useSuspense: false },
      returnNull: false,
      // Visitors' consoles are no place for a library's advertisement.
      showSupportNotice: false,
    });
}
