import axios from 'axios';
import { translate } from '../i18n/i18n';

const KNOWN_STATUSES = new Set([302, 400, 401, 403, 404, 408, 409, 413, 429, 500, 501, 502, 503, 504, 505]);

/** An error the client already explained to the user (or chose not to); `code` is the envelope code. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly status: number | null,
    readonly isCancelled = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The catalogue's message for an HTTP status; 404 names the address requested. */
export function statusMessage(status: number, url = ''): string {
  if (!KNOWN_STATUSES.has(status)) return translate('shared:http.other');
  const text = translate(`shared:http.${status}`);
  return status === 404 && url ? `${text}: ${url}` : text;
}

/** Message for a transport failure: cancelled, timeout, offline, server unreachable, or a status. */
export function transportMessage(error: unknown): string {
  if (axios.isCancel(error)) return translate('shared:http.duplicateCancelled');
  if (!axios.isAxiosError(error)) return translate('shared:http.other');
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message)) {
    return translate('shared:http.timeout');
  }
  if (error.response) return statusMessage(error.response.status, error.config?.url ?? '');
  return translate(navigator.onLine ? 'shared:http.serverException' : 'shared:http.offline');
}
