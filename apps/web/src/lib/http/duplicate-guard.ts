import { serializeParams } from './params-serializer';
import type { TRequestConfig } from './request-config';

const pending = new Map<string, AbortController>();

function requestKey(config: TRequestConfig): string {
  const params = config.params ? serializeParams(config.params as Record<string, unknown>) : '';
  const body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data ?? null);
  return [config.method.toLowerCase(), config.url, params, body].join('&');
}

/**
 * Cancels an identical request (same method, url, params and body) that is still in flight and tracks this
 * one instead, as BuildAdmin does: the cancelled one rejects with 'http.duplicateCancelled'. Returns the
 * signal to send this one with and the function that forgets it once it finished (success or failure).
 */
export function trackRequest(config: TRequestConfig): { signal: AbortSignal; untrack: () => void } {
  const key = requestKey(config);
  pending.get(key)?.abort();
  const controller = new AbortController();
  pending.set(key, controller);
  return {
    signal: controller.signal,
    untrack: () => {
      if (pending.get(key) === controller) pending.delete(key);
    },
  };
}
