import type { TLanguage } from '@storefront/shared';
import { localize, parseJsonText } from '../../lib/localized.js';
import type { TAssistantRow } from './repo.js';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asTextList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The assistant as the chat page shows it, in one language. */
export function assistantView(assistant: TAssistantRow, lang: TLanguage) {
  return {
    name: asText(localize(parseJsonText(assistant.name), lang)),
    welcome: asText(localize(parseJsonText(assistant.welcome), lang)),
    suggestions: asTextList(localize(parseJsonText(assistant.suggestions), lang)),
  };
}

/** Which assistant answers an agent type (PRODUCT.md section 6): the draft for `testagent`. */
export const variantFor = (agentType: string) => (agentType === 'testagent' ? 'draft' : 'published');
