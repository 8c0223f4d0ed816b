import { serializeParams } from './params-serializer';

/** How far an upload has got; `total` is missing when the browser cannot tell the size. */
export type TUploadProgress = { loaded: number; total?: number };

/** One HTTP exchange as the API clients describe it: no envelope handling, no toasts. */
export type TTransportRequest = {
  method: string;
  url: string;
  /** Sent as the query string, nested objects and lists flattened as BuildAdmin reads them. */
  params?: unknown;
  /** FormData goes as multipart, anything else as JSON. */
  data?: unknown;
  headers: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  onUploadProgress?: (progress: TUploadProgress) => void;
};

export type TTransportResponse = { status: number; data: unknown };

/** Why no answer came back: cancelled by the caller, out of time, no network, or a status outside 2xx. */
export type TTransportFailure = 'cancelled' | 'timeout' | 'network' | 'status';

export class TransportError extends Error {
  constructor(
    readonly failure: TTransportFailure,
    readonly url: string,
    readonly status: number | null = null,
  ) {
    super(`${failure}${status === null ? '' : ` ${status}`}: ${url}`);
    this.name = 'TransportError';
  }
}

/** JSON when the body is JSON, else its text (a proxy's HTML error page, say), as the envelope check expects. */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function encodeBody(request: TTransportRequest): { body?: BodyInit; headers: Record<string, string> } {
  if (request.data === undefined || request.data === null) return { headers: request.headers };
  if (request.data instanceof FormData) return { body: request.data, headers: request.headers };
  return {
    body: JSON.stringify(request.data),
    headers: { 'content-type': 'application/json', ...request.headers },
  };
}

function fullUrl(request: TTransportRequest, baseUrl: string): string {
  const query = serializeParams(request.params as Record<string, unknown>);
  return `${baseUrl}${request.url}${query ? `?${query}` : ''}`;
}

function answer(request: TTransportRequest, status: number, text: string): TTransportResponse {
  if (status < 200 || status > 299) throw new TransportError('status', request.url, status);
  return { status, data: parseBody(text) };
}

/** fetch for every call that does not report upload progress. */
async function sendWithFetch(request: TTransportRequest, baseUrl: string): Promise<TTransportResponse> {
  if (request.signal?.aborted) throw new TransportError('cancelled', request.url);
  const timedOut = new AbortController();
  const timer = setTimeout(() => timedOut.abort(), request.timeoutMs);
  const stop = () => timedOut.abort();
  request.signal?.addEventListener('abort', stop);
  const { body, headers } = encodeBody(request);
  try {
    const response = await fetch(fullUrl(request, baseUrl), {
      method: request.method.toUpperCase(),
      headers,
      body,
      signal: timedOut.signal,
      credentials: 'same-origin',
    });
    return answer(request, response.status, await response.text());
  } catch (error) {
    if (error instanceof TransportError) throw error;
    if (request.signal?.aborted) throw new TransportError('cancelled', request.url);
    if (timedOut.signal.aborted) throw new TransportError('timeout', request.url);
    throw new TransportError('network', request.url);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', stop);
  }
}

/** XMLHttpRequest only where upload progress is asked for: fetch cannot report it. */
function sendWithProgress(request: TTransportRequest, baseUrl: string): Promise<TTransportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (failure: TTransportFailure) => () => reject(new TransportError(failure, request.url));
    xhr.open(request.method.toUpperCase(), fullUrl(request, baseUrl));
    xhr.timeout = request.timeoutMs;
    const { body, headers } = encodeBody(request);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      request.onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
      });
    xhr.onload = () => {
      try {
        resolve(answer(request, xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.ontimeout = fail('timeout');
    xhr.onerror = fail('network');
    xhr.onabort = fail('cancelled');
    request.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body as XMLHttpRequestBodyInit | undefined);
  });
}

/**
 * Sends one request to `baseUrl` + its path and resolves with the status and the parsed body of a 2xx answer;
 * every other outcome rejects with TransportError saying which.
 */
export function send(request: TTransportRequest, baseUrl = ''): Promise<TTransportResponse> {
  return request.onUploadProgress ? sendWithProgress(request, baseUrl) : sendWithFetch(request, baseUrl);
}
