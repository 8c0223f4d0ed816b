import { LANGUAGES, type TLanguage } from '@storefront/shared';

/** Text an operator writes once per language; plain strings are the same in both. */
export type TLocalizedText = string | Record<TLanguage, string>;

function isLanguageMap(value: unknown): value is Record<TLanguage, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (LANGUAGES as readonly string[]).includes(key));
}

/** Resolves every language map inside a JSON value to the text of one language (default language as fallback). */
export function localize(value: unknown, lang: TLanguage): unknown {
  if (isLanguageMap(value)) return value[lang] ?? value['zh-cn'] ?? '';
  if (Array.isArray(value)) return value.map((item) => localize(item, lang));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, lang)]));
  }
  return value;
}

/** Parses a JSON column, falling back to the raw text for values stored as plain strings. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
