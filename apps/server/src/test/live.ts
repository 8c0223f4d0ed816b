import { request } from 'node:http';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary events
type TEvent = any;

/** An open live stream (server-sent events) a test reads as events arrive. */
export interface TLiveReader {
  status: number;
  contentType: string;
  /** Every event so far, in order. */
  events: TEvent[];
  /** A refusal's envelope (the answer was no stream). */
  body?: TEvent;
  /** The first event (from the start of the stream) that `match` accepts; rejects after `timeoutMs`. */
  next: (match: (event: TEvent) => boolean, timeoutMs?: number) => Promise<TEvent>;
  close: () => void;
}

/**
 * Opens `url` as a live stream with `headers` on a connection of its own (closed with the stream, so a server
 * closing afterwards has no idle connection of the test's to wait for) and reads its `data:` events as they
 * come. A refusal (an envelope instead of a stream) leaves `events` empty and puts the envelope in `body`.
 */
export function openLive(url: string, headers: Record<string, string>): Promise<TLiveReader> {
  return new Promise((resolve, reject) => {
    const events: TEvent[] = [];
    const waiters = new Set<() => boolean>();
    const outgoing = request(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      const contentType = String(response.headers['content-type'] ?? '');
      const status = response.statusCode ?? 0;
      const close = () => outgoing.destroy();
      let buffer = '';
      response.setEncoding('utf8');
      if (!contentType.startsWith('text/event-stream')) {
        response.on('data', (text: string) => {
          buffer += text;
        });
        response.on('end', () => {
          const next = async () => {
            throw new Error(`not a stream: ${buffer}`);
          };
          resolve({ status, contentType, events, body: JSON.parse(buffer), next, close });
        });
        return;
      }
      response.on('data', (text: string) => {
        buffer += text;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const line = buffer
            .slice(0, end)
            .split('\n')
            .find((part) => part.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (line) events.push(JSON.parse(line.slice('data: '.length)));
        }
        for (const check of [...waiters]) check();
      });
      response.on('error', () => undefined);
      const next = (match: (event: TEvent) => boolean, timeoutMs = 5000) =>
        new Promise<TEvent>((found, fail) => {
          const check = () => {
            const event = events.find(match);
            if (event === undefined) return false;
            waiters.delete(check);
            clearTimeout(timer);
            found(event);
            return true;
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
          }, timeoutMs);
          if (!check()) waiters.add(check);
        });
      resolve({ status, contentType, events, next, close });
    });
    outgoing.end();
  });
}
