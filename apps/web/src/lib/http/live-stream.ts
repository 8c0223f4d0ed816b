import { CODE, HEADER } from '@storefront/shared';
import { isRecord } from '../storage';
import { parseEvent, readEventStream, type TEventSchema } from './event-stream';
import { commonHeaders } from './headers';
import { serializeParams } from './params-serializer';
import { renewToken } from './refresh-token';

/** Pauses before reconnecting a dropped live stream: growing, capped, and reset once a stream has opened. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

export type TLiveStreamOptions<T> = {
  path: string;
  /** Read at each (re)connection. */
  query?: () => Record<string, string | number>;
  schema: TEventSchema<T>;
  onEvent: (event: T) => void;
  /** The server refused the stream (not a dropped connection): it is not tried again. */
  onRefused?: (message: string) => void;
  /** Extra headers (the console's operator token). */
  headers?: () => Record<string, string>;
  signal: AbortSignal;
};

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows a live stream of server-sent events (a GET with the headers every request carries, read with fetch
 * since EventSource sends no headers) until `signal` aborts. A dropped connection is opened again after a pause
 * (the server then sends `ready` again, which tells the reader to look at what it missed); an expired token is
 * renewed once; any other refusal ends it with `onRefused`.
 */
export async function followLiveStream<T>(options: TLiveStreamOptions<T>): Promise<void> {
  const { signal } = options;
  let failures = 0;
  while (!signal.aborted) {
    const query = options.query ? `?${serializeParams(options.query())}` : '';
    const headers: Record<string, string> = {
      ...commonHeaders(),
      ...options.headers?.(),
      accept: 'text/event-stream',
    };
    try {
      const response = await fetch(options.path + query, { headers, signal });
      if (response.headers.get('content-type')?.includes('text/event-stream') && response.body) {
        failures = 0;
        await readEventStream(response.body, options.onEvent, (data) => parseEvent(options.schema, data));
      } else {
        const envelope: unknown = await response.json().catch(() => null);
        const code = isRecord(envelope) ? envelope.code : undefined;
        if (
          code === CODE.tokenExpired &&
          failures === 0 &&
          (await renewToken(headers[HEADER.userToken] ?? ''))
        ) {
          failures += 1;
          continue;
        }
        if (response.status < 500 && response.status !== 429) {
          options.onRefused?.(isRecord(envelope) && typeof envelope.msg === 'string' ? envelope.msg : '');
          return;
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    await pause(RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 30_000, signal);
    failures += 1;
  }
}
