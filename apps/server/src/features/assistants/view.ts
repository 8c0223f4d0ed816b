import type { TLanguage, TStoreAssistantSummary } from '@storefront/shared';
import { localize, parseJsonText } from '../../lib/localized.js';
import type { TAssistantTexts } from './repo.js';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asTextList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** What visitors see of an assistant (its name, welcome and suggested questions), in one language. */
export function assistantView(assistant: TAssistantTexts, lang: TLanguage): TStoreAssistantSummary {
  return {
    name: asText(localize(parseJsonText(assistant.name), lang)),
    welcome: asText(localize(parseJsonText(assistant.welcome), lang)),
    suggestions: asTextList(localize(parseJsonText(assistant.suggestions), lang)),
  };
}
