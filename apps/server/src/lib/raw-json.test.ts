import { describe, expect, it } from 'vitest';
import { RawJson } from './raw-json.js';

describe('RawJson envelope', () => {
  const data = new RawJson('{"siteName":"店铺 AI 助手","list":[1,2]}');

  it('wraps the JSON as data of the envelope, in UTF-8', () => {
    const bytes = data.envelope(1, '', 1_795_449_964);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      code: 1,
      msg: '',
      time: 1_795_449_964,
      data: { siteName: '店铺 AI 助手', list: [1, 2] },
    });
  });

  it('reuses the bytes within a second and builds new ones for another second, code or message', () => {
    const first = data.envelope(1, '', 100);
    expect(data.envelope(1, '', 100)).toBe(first);
    expect(JSON.parse(data.envelope(1, '', 101).toString()).time).toBe(101);
    expect(JSON.parse(data.envelope(0, 'Quote " and \\\\', 101).toString())).toMatchObject({
      code: 0,
      msg: 'Quote " and \\\\',
    });
  });
});
