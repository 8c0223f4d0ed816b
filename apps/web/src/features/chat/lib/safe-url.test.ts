import { describe, expect, it } from 'vitest';
import { safeImageLink, safeLinkUrl } from './safe-url';

describe('links in answers', () => {
  it('keeps absolute http, https and mailto addresses', () => {
    expect(safeLinkUrl('https://example.com/menu?x=1')).toBe('https://example.com/menu?x=1');
    expect(safeLinkUrl('http://example.com')).toBe('http://example.com/');
    expect(safeLinkUrl('mailto:hi@example.com')).toBe('mailto:hi@example.com');
  });

  it('makes script, data and relative links inert, also when disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/user/account/changePassword',
      '//evil.example.com',
      '',
      null,
    ]) {
      expect(safeLinkUrl(url)).toBe('');
    }
  });

  it('offers only http(s) image addresses as links', () => {
    expect(safeImageLink('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageLink('mailto:a@b.c')).toBe('');
    expect(safeImageLink('data:image/png;base64,AAAA')).toBe('');
  });
});
