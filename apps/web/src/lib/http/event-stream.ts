import { type TChatEvent, ZChatEvent } from '@storefront/shared';

/** What an event's schema must do: a shared zod schema has it. */
export type TEventSchema<T> = {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: { message: string } };
};

/** The stream carried something that is not a chat event: what follows it cannot be trusted either. */
export class BrokenStreamError extends Error {}

/**
 * One `data:` payload as a chat event; broken JSON or an event outside the shared schema breaks the stream.
 */
export const parseChatEvent = (data: string): TChatEvent => parseEvent(ZChatEvent, data);

/** One `data:` payload as an event of `schema`; broken JSON or an event outside it breaks the stream. */
export function parseEvent<T>(schema: TEventSchema<T>, data: string): T {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new BrokenStreamError(`not JSON: ${data.slice(0, 80)}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BrokenStreamError(parsed.error.message);
  return parsed.data;
}

/**
 * Incremental reader of a `text/event-stream` body: feed it text as it arrives (chunks split anywhere, even
 * inside a line), it calls `onEvent` per complete event. Comment lines (`: ping` heartbeats) and fields other
 * than `data` are ignored; multi-line data is joined with `\n` as the SSE standard says. An event outside the
 * schema throws BrokenStreamError.
 */
export function createSseParser<T = TChatEvent>(
  onEvent: (event: T) => void,
  parse: (data: string) => T = parseChatEvent as (data: string) => T,
) {
  let buffer = '';
  let dataLines: string[] = [];
  // A chunk that ends in `\r` may have its `\n` in the next one: that pair is one line break, not two.
  let skipLineFeed = false;

  const dispatch = () => {
    if (dataLines.length === 0) return;
    const data = dataLines.join('\n');
    dataLines = [];
    onEvent(parse(data));
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

/**
 * Reads an answer stream to its end, calling `onEvent` per event. A broken event rejects with
 * BrokenStreamError and cancels the rest of the body, which closes the connection: the server then saves what
 * it had as a stopped answer.
 */
export async function readEventStream<T = TChatEvent>(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: T) => void,
  parse?: (data: string) => T,
): Promise<void> {
  const parser = createSseParser(onEvent, parse);
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // `stream: true` keeps a multi-byte character split across chunks for the next one.
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
