import { createHash } from 'node:crypto';
import { decryptSecret } from '../../../lib/secret-box.js';
import { createOpenAICompatibleProvider } from './openai-compatible.js';
import type { ChatProvider } from './provider.js';

/** The provider columns of an `assistant` row. */
export interface TAssistantProviderFields {
  provider: 'default' | 'builtin' | 'openai-compatible';
  base_url: string;
  model: string;
  /** `encryptSecret` output, or '' for a service without a key (e.g. a local Ollama). */
  api_key_encrypted: string;
}

/** The part of the server config that picks and unlocks a model. */
export interface TProviderConfig {
  AI_BASE_URL?: string | undefined;
  AI_MODEL?: string | undefined;
  AI_API_KEY?: string | undefined;
  APP_SECRET: string;
}

/** Optional limits for the model calls (tests and benchmarks shorten them). */
export interface TProviderTimeouts {
  timeoutMs?: number;
  firstByteTimeoutMs?: number;
}

const CACHE_LIMIT = 100;
const cache = new Map<string, ChatProvider>();

/**
 * The provider that answers for an assistant: `builtin` as given, `openai-compatible` with the assistant's own
 * service and decrypted key, `default` the server's AI_* model when AI_BASE_URL and AI_MODEL are set, otherwise
 * builtin. Model providers are cached per service, model, key and timeouts, so a message does not build a client.
 * Throws when an openai-compatible assistant lacks a base URL or model, or its key cannot be decrypted.
 */
export function resolveProvider(
  assistant: TAssistantProviderFields,
  config: TProviderConfig,
  builtin: ChatProvider,
  timeouts: TProviderTimeouts = {},
): ChatProvider {
  if (assistant.provider === 'builtin') return builtin;
  if (assistant.provider === 'default') {
    if (!config.AI_BASE_URL || !config.AI_MODEL) return builtin;
    return cachedProvider(config.AI_BASE_URL, config.AI_MODEL, config.AI_API_KEY ?? '', timeouts);
  }
  if (!assistant.base_url || !assistant.model) {
    throw new Error('openai-compatible assistant without a base URL or model');
  }
  const apiKey = assistant.api_key_encrypted
    ? decryptSecret(assistant.api_key_encrypted, config.APP_SECRET)
    : '';
  return cachedProvider(assistant.base_url, assistant.model, apiKey, timeouts);
}

function cachedProvider(baseUrl: string, model: string, apiKey: string, timeouts: TProviderTimeouts) {
  const keyHash = createHash('sha256').update(apiKey).digest('hex');
  const cacheKey = JSON.stringify([baseUrl, model, keyHash, timeouts.timeoutMs, timeouts.firstByteTimeoutMs]);
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const provider = createOpenAICompatibleProvider({
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    ...timeouts,
  });
  // Keys and URLs change when operators edit assistants; the oldest entries go first.
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(cacheKey, provider);
  return provider;
}
