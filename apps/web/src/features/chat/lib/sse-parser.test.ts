import type { TChatEvent } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

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

  it('skips heartbeats, unknown fields, unknown types and broken JSON', () => {
    const events = parseAll([
      ': ping\n\nevent: x\nid: 3\n',
      'data: {"type":"other"}\n\ndata: {broken\n\n',
      'data: {"type":"done","usage":{"prompt_tokens":1,"completion_tokens":2},"usecount":1,"free_count_left":4,"suggestions":[]}\n\n',
    ]);
    expect(events.map((event) => event.type)).toEqual(['done']);
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
