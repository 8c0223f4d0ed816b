import {
  ASSISTANT_PROVIDERS,
  LANGUAGES,
  type TAssistantCredentials,
  type TAssistantTexts,
  type TAssistantView,
  type TKnowledgeEntry,
  type TKnowledgeFields,
  type TLanguage,
} from '@storefront/shared';
import { parseJsonText } from '../../lib/localized.js';
import { decryptSecret } from '../../lib/secret-box.js';
import type { TAssistantRow, TKnowledgeRow } from './repo.js';

/** Who reads an assistant: only site owners see its provider's service and (masked) key. */
export interface TReader {
  seesCredentials: boolean;
}

type TPerLanguage<T> = Record<TLanguage, T>;

/** A JSON column of texts per language; a plain string counts for both languages. */
function perLanguage<T>(text: string, read: (value: unknown) => T): TPerLanguage<T> {
  const value = parseJsonText(text);
  const map = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, read(map ? (map as Record<string, unknown>)[lang] : value)]),
  ) as TPerLanguage<T>;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asTexts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** An assistant's texts as the forms edit them, whatever shape older rows stored them in. */
export const textsOf = (row: TAssistantRow): TAssistantTexts => ({
  name: perLanguage(row.name, asText),
  system_prompt: row.system_prompt,
  welcome: perLanguage(row.welcome, asText),
  suggestions: perLanguage(row.suggestions, asTexts),
});

/** The columns that store an assistant's texts. */
export const textColumns = (texts: TAssistantTexts) => ({
  name: JSON.stringify(texts.name),
  system_prompt: texts.system_prompt,
  welcome: JSON.stringify(texts.welcome),
  suggestions: JSON.stringify(texts.suggestions),
});

/** The stored key in plain text, '' when none is stored; throws when it cannot be opened. */
export const plainApiKey = (row: TAssistantRow, secret: string): string =>
  row.api_key_encrypted ? decryptSecret(row.api_key_encrypted, secret) : '';

/** A key as site owners may see it: its first 3 and last 4 characters, enough to tell keys apart. */
export function maskApiKey(key: string): string {
  if (key === '') return '';
  return key.length >= 12 ? `${key.slice(0, 3)}****${key.slice(-4)}` : '****';
}

function credentialsOf(row: TAssistantRow, secret: string): TAssistantCredentials {
  let masked = '';
  try {
    masked = maskApiKey(plainApiKey(row, secret));
  } catch {
    // A key sealed under another APP_SECRET cannot be shown; it is still there, and replacing it fixes it.
    masked = '****';
  }
  return {
    base_url: row.base_url,
    model: row.model,
    api_key_set: row.api_key_encrypted !== '',
    api_key_masked: masked,
  };
}

/** The provider of a row, `default` for a value no longer offered. */
export const providerOf = (row: TAssistantRow) =>
  ASSISTANT_PROVIDERS.find((provider) => provider === row.provider) ?? 'default';

/** One variant of an assistant as the forms show it. */
export function toAssistantView(
  row: TAssistantRow,
  knowledgeCount: number,
  reader: TReader,
  secret: string,
): TAssistantView {
  return {
    id: row.id,
    variant: row.variant,
    ...textsOf(row),
    free_count: row.free_count,
    loginset: row.loginset === 1 ? 1 : 0,
    score_per_message: row.score_per_message,
    context_turns: row.context_turns,
    provider: providerOf(row),
    credentials: reader.seesCredentials ? credentialsOf(row, secret) : null,
    knowledge_count: knowledgeCount,
    update_time: Number(row.update_time),
  };
}

export const toKnowledgeEntry = (row: TKnowledgeRow): TKnowledgeEntry => ({
  id: row.id,
  lang: row.lang,
  question: row.question,
  answer: row.answer,
  tags: row.tags,
  weigh: row.weigh,
  status: row.status,
  create_time: Number(row.create_time),
});

/** An entry's own fields out of a request that also names its store, id or message. */
export const knowledgeFieldsOf = (body: TKnowledgeFields): TKnowledgeFields => ({
  lang: body.lang,
  question: body.question,
  answer: body.answer,
  tags: body.tags,
  weigh: body.weigh,
});
