import { showError } from '../feedback';
import { translate } from '../i18n/i18n';
import { TransportError } from './transport';

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
  if (!(error instanceof TransportError)) return translate('shared:http.other');
  switch (error.failure) {
    case 'cancelled':
      return translate('shared:http.duplicateCancelled');
    case 'timeout':
      return translate('shared:http.timeout');
    case 'status':
      return statusMessage(error.status ?? 0, error.url);
    case 'network':
      return translate(navigator.onLine ? 'shared:http.serverException' : 'shared:http.offline');
  }
}

/**
 * The HttpError a client rejects with when no answer came: cancelled ones silently, the others toasted
 * unless the call asked not to be.
 */
export function transportFailure(error: unknown, showErrorMessage = true): HttpError {
  const text = transportMessage(error);
  const transport = error instanceof TransportError ? error : null;
  if (transport?.failure === 'cancelled') return new HttpError(text, null, null, true);
  if (showErrorMessage) showError(text);
  return new HttpError(text, null, transport?.status ?? null);
}
