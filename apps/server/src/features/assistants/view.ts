import { inLanguage, type TBilingual, type TLanguage, type TStoreAssistantSummary } from '@storefront/shared';
import { parseJsonText } from '../../lib/localized.js';
import type { TAssistantTexts } from './repo.js';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asTextList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A stored `{ "zh-cn": …, "en": … }` column; a plain value (as older rows may hold) stands for both languages. */
function bothLanguages<T extends string | string[]>(
  stored: string,
  read: (value: unknown) => T,
): TBilingual<T> {
  const value = parseJsonText(stored);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { 'zh-cn': read(value), en: read(value) };
  }
  const texts = value as Record<string, unknown>;
  return { 'zh-cn': read(texts['zh-cn']), en: read(texts.en) };
}

/**
 * What visitors see of an assistant (its name, welcome and suggested questions) in one language, each from the
 * other language where this one was left empty.
 */
export function assistantView(assistant: TAssistantTexts, lang: TLanguage): TStoreAssistantSummary {
  return {
    name: inLanguage(bothLanguages(assistant.name, asText), lang),
    welcome: inLanguage(bothLanguages(assistant.welcome, asText), lang),
    suggestions: inLanguage(bothLanguages(assistant.suggestions, asTextList), lang),
  };
}
