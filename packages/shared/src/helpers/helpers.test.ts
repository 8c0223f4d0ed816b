import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting.js';
import { inLanguage } from './languages.js';
import { maskAddress, maskMobile } from './mask.js';
import { timeFormat, toMilliseconds } from './time.js';
import { fullUrl, fullUrls, isLink, isMenuUrl } from './url.js';

describe('fullUrl', () => {
  const cdn = 'https://cdn.example.com';
  it('prepends the CDN base to relative paths', () => {
    expect(fullUrl('/storage/a.png', cdn)).toBe('https://cdn.example.com/storage/a.png');
    expect(fullUrl('storage/a.png', `${cdn}/`)).toBe('https://cdn.example.com/storage/a.png');
  });
  it('leaves absolute http(s), protocol-relative and data-image URLs unchanged', () => {
    expect(fullUrl('http://x.com/a.png', cdn)).toBe('http://x.com/a.png');
    expect(fullUrl('https://x.com/a.png', cdn)).toBe('https://x.com/a.png');
    expect(fullUrl('//x.com/a.png', cdn)).toBe('//x.com/a.png');
    expect(fullUrl('data:image/png;base64,AAAA', cdn)).toBe('data:image/png;base64,AAAA');
  });
  it('keeps relative paths as they are without a base, and gives the base for an empty path', () => {
    expect(fullUrl('/a.png', '')).toBe('/a.png');
    expect(fullUrl('', cdn)).toBe(cdn);
  });
  it('turns a comma-separated string into a list of full URLs', () => {
    expect(fullUrls('/a.png, https://x.com/b.png,,/c.png', cdn)).toEqual([
      'https://cdn.example.com/a.png',
      'https://x.com/b.png',
      'https://cdn.example.com/c.png',
    ]);
    expect(fullUrls(['/a.png'], cdn)).toEqual(['https://cdn.example.com/a.png']);
  });
});

describe('isLink', () => {
  it.each(['http://a', 'https://a', 'ftp://a', 'mailto:a@b.c', 'tel:123'])('%s is a link', (url) => {
    expect(isLink(url)).toBe(true);
  });
  it.each(['/user', 'javascript:alert(1)', 'www.example.com', ''])('%s is not a link', (url) => {
    expect(isLink(url)).toBe(false);
  });
});

describe('isMenuUrl', () => {
  it.each(['http://a.example', 'HTTPS://a.example/x?y=1#z', '/user/orders', '/', ' /user '])(
    '%s may be opened by a menu',
    (url) => {
      expect(isMenuUrl(url)).toBe(true);
    },
  );
  it.each([
    'javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'ftp://a',
    'mailto:a@b.c',
    'tel:123',
    '//evil.example',
    '/\\evil.example',
    'https://',
    'https:///path',
    'www.example.com',
    'user/orders',
    '',
  ])('%s may not', (url) => {
    expect(isMenuUrl(url)).toBe(false);
  });
});

describe('timeFormat', () => {
  const date = new Date(2024, 0, 2, 3, 4, 5);
  const seconds = Math.floor(date.getTime() / 1000);
  it('treats a 10-digit timestamp as seconds', () => {
    expect(String(seconds)).toHaveLength(10);
    expect(toMilliseconds(seconds)).toBe(date.getTime());
    expect(timeFormat(seconds)).toBe('2024-01-02 03:04:05');
    expect(timeFormat(String(seconds))).toBe('2024-01-02 03:04:05');
  });
  it('treats a 13-digit timestamp as milliseconds', () => {
    expect(timeFormat(date.getTime())).toBe('2024-01-02 03:04:05');
  });
  it('uses custom formats and gives empty text for nothing or garbage', () => {
    expect(timeFormat(date, 'yyyy/mm/dd')).toBe('2024/01/02');
    expect(timeFormat(date, 'hh:MM')).toBe('03:04');
    expect(timeFormat(null)).toBe('');
    expect(timeFormat('not a time')).toBe('');
  });
});

describe('greetingKey', () => {
  it.each([
    [0, 'greeting.lateNight'],
    [4, 'greeting.lateNight'],
    [5, 'greeting.earlyMorning'],
    [8, 'greeting.earlyMorning'],
    [9, 'greeting.morning'],
    [11, 'greeting.morning'],
    [12, 'greeting.noon'],
    [13, 'greeting.noon'],
    [14, 'greeting.afternoon'],
    [17, 'greeting.afternoon'],
    [18, 'greeting.evening'],
    [23, 'greeting.evening'],
  ])('hour %i greets with %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});

describe('masking', () => {
  it('hides the middle of a mobile and the local part of an email', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('123')).toBe('***');
    expect(maskAddress('demo@example.com')).toBe('de***@example.com');
    expect(maskAddress('a@b.cn')).toBe('a***@b.cn');
  });
});

describe('inLanguage', () => {
  it("gives the reader's language, and the other one's where theirs is empty", () => {
    const name = { 'zh-cn': '星河咖啡', en: 'Galaxy Coffee' };
    expect(inLanguage(name, 'en')).toBe('Galaxy Coffee');
    expect(inLanguage(name, 'zh-cn')).toBe('星河咖啡');
    expect(inLanguage({ 'zh-cn': '星河咖啡', en: '' }, 'en')).toBe('星河咖啡');
    expect(inLanguage({ 'zh-cn': '', en: 'Galaxy Coffee' }, 'zh-cn')).toBe('Galaxy Coffee');
    expect(inLanguage({ 'zh-cn': ['几点开门？'], en: [] }, 'en')).toEqual(['几点开门？']);
    expect(inLanguage({ 'zh-cn': '', en: '' }, 'en')).toBe('');
  });
});
