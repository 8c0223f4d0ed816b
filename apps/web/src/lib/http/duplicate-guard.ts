import type { InternalAxiosRequestConfig } from 'axios';
import { serializeParams } from './params-serializer';

const pending = new Map<string, AbortController>();

function requestKey(config: InternalAxiosRequestConfig): string {
  const params = config.params ? serializeParams(config.params) : '';
  const body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data ?? null);
  return [config.method ?? 'get', config.url ?? '', params, body].join('&');
}

/**
 * Cancels an identical request (same method, url, params and body) that is still in flight and tracks
 * this one instead, as BuildAdmin does; the cancelled one rejects with 'http.duplicateCancelled'.
 */
export function trackRequest(config: InternalAxiosRequestConfig, reason: string): void {
  const key = requestKey(config);
  pending.get(key)?.abort(reason);
  const controller = new AbortController();
  pending.set(key, controller);
  config.signal = controller.signal;
}

/** Forgets a finished request (success or failure). */
export function untrackRequest(config: InternalAxiosRequestConfig | undefined): void {
  if (!config) return;
  const key = requestKey(config);
  if (pending.get(key)?.signal === config.signal) pending.delete(key);
}
