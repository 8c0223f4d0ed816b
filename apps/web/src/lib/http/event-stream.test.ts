import type { TChatEvent } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { BrokenStreamError, createSseParser, readEventStream } from './event-stream';

function parseAll(chunks: string[]): TChatEvent[] {
  const events: TChatEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const delta = (text: string) => `data: ${JSON.stringify({ type: 'delta', text })}\n\n`;

describe('chat stream parser', () => {
  it('reads events split at any character, with CJK, emoji and escaped line breaks intact', () => {
    const body = [delta('营业时间'), delta('☕ 8:00\n- 22:00'), ': ping\n\n', delta('<b>')].join('');
    const expected = ['营业时间', '☕ 8:00\n- 22:00', '<b>'];
    for (const size of [1, 3, 7, body.length]) {
      const chunks = body.match(new RegExp(`[\\s\\S]{1,${size}}`, 'gu')) ?? [];
      const texts = parseAll(chunks).map((event) => (event.type === 'delta' ? event.text : event.type));
      expect(texts).toEqual(expected);
    }
  });

  it('skips heartbeats and fields other than data', () => {
    const events = parseAll([
      ': ping\n\nevent: x\nid: 3\n',
      'data: {"type":"done","usage":{"prompt_tokens":1,"completion_tokens":2},"usecount":1,"free_count_left":4,"suggestions":[]}\n\n',
    ]);
    expect(events.map((event) => event.type)).toEqual(['done']);
  });

  it('treats an unknown type, broken JSON or an event missing its fields as a broken stream', () => {
    for (const data of [
      '{"type":"other"}',
      '{broken',
      '{"type":"delta"}',
      '{"type":"meta","conversation_id":1}',
    ]) {
      const seen: TChatEvent[] = [];
      const parser = createSseParser((event) => seen.push(event));
      expect(() => parser.push(`${delta('before')}data: ${data}\n\n${delta('after')}`)).toThrow(
        BrokenStreamError,
      );
      expect(seen).toEqual([{ type: 'delta', text: 'before' }]);
    }
  });

  it('accepts CRLF line breaks, also when a CR and its LF arrive in different chunks', () => {
    const events = parseAll([
      'data: {"type":"delta","text":"a"}\r',
      '\n\r\n',
      'data: {"type":"delta","text":"b"}\r\n\r\n',
    ]);
    expect(events).toEqual([
      { type: 'delta', text: 'a' },
      { type: 'delta', text: 'b' },
    ]);
  });

  it('counts a last event that lacks its closing blank line', () => {
    expect(parseAll(['data: {"type":"delta","text":"end"}'])).toEqual([{ type: 'delta', text: 'end' }]);
  });
});

describe('reading an answer stream', () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it('hands over every event of a whole stream, a character split between chunks included', async () => {
    const bytes = encode(delta('营业'));
    const insideFirstCharacter = encode('data: {"type":"delta","text":"').length + 1;
    const events: TChatEvent[] = [];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, insideFirstCharacter));
        controller.enqueue(bytes.slice(insideFirstCharacter));
        controller.close();
      },
    });
    await readEventStream(stream, (event) => events.push(event));
    expect(events).toEqual([{ type: 'delta', text: '营业' }]);
  });

  it('stops at a broken event and cancels the rest of the body, so the connection closes', async () => {
    let isCancelled = false;
    const events: TChatEvent[] = [];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode(`${delta('a')}data: {"type":"delta","text":1}\n\n`));
      },
      cancel() {
        isCancelled = true;
      },
    });
    await expect(readEventStream(stream, (event) => events.push(event))).rejects.toThrow(BrokenStreamError);
    expect(events).toEqual([{ type: 'delta', text: 'a' }]);
    expect(isCancelled).toBe(true);
  });
});
