import type { TChatEvent } from '@storefront/shared';
import { isRecord } from '../../../lib/storage';

const EVENT_TYPES = new Set(['meta', 'delta', 'done', 'error']);

/** One `data:` payload as a chat event, or null when it is not one (unknown type, broken JSON). */
export function parseChatEvent(data: string): TChatEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (!isRecord(value) || typeof value.type !== 'string' || !EVENT_TYPES.has(value.type)) return null;
    return value as TChatEvent;
  } catch {
    // A frame we cannot read is skipped rather than ending the answer.
    return null;
  }
}

/**
 * Incremental reader of a `text/event-stream` body: feed it text as it arrives (chunks split anywhere, even
 * inside a line), it calls `onEvent` per complete event. Comment lines (`: ping` heartbeats) and fields other
 * than `data` are ignored; multi-line data is joined with `\n` as the SSE standard says.
 */
export function createSseParser(onEvent: (event: TChatEvent) => void) {
  let buffer = '';
  let dataLines: string[] = [];
  // A chunk that ends in `\r` may have its `\n` in the next one: that pair is one line break, not two.
  let skipLineFeed = false;

  const dispatch = () => {
    if (dataLines.length === 0) return;
    const event = parseChatEvent(dataLines.join('\n'));
    dataLines = [];
    if (event) onEvent(event);
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
  };

  return {
    push(chunk: string): void {
      const text = skipLineFeed && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      if (chunk) skipLineFeed = chunk.endsWith('\r');
      buffer += text;
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece may be half a line: keep it for the next chunk.
      buffer = lines.pop() ?? '';
      for (const line of lines) readLine(line);
    },
    /** The stream ended: an event without its closing blank line still counts. */
    end(): void {
      if (buffer) readLine(buffer);
      buffer = '';
      dispatch();
    },
  };
}
