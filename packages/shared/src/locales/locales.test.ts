import { describe, expect, it } from 'vitest';
import { interpolate, parseLanguage, sharedMessages } from './index.js';

describe('shared message catalogue', () => {
  it('has the same keys in both languages and no empty text', () => {
    expect(Object.keys(sharedMessages['zh-cn']).sort()).toEqual(Object.keys(sharedMessages.en).sort());
    for (const text of [...Object.values(sharedMessages.en), ...Object.values(sharedMessages['zh-cn'])]) {
      expect(text.trim()).not.toBe('');
    }
  });
  it("uses BuildAdmin's wording for the English catalogue", () => {
    expect(sharedMessages.en['http.504']).toBe(
      'The service is temporarily unavailable Please try again later!',
    );
    expect(sharedMessages.en['validation.account']).toBe('Please enter the correct account');
    expect(sharedMessages.en['pagination.perPage']).toBe('/page');
    expect(sharedMessages['zh-cn']['pagination.perPage']).toBe('条/页');
  });
  it('reads language tags loosely and fills placeholders', () => {
    expect(parseLanguage('en-US')).toBe('en');
    expect(parseLanguage('zh-CN')).toBe('zh-cn');
    expect(parseLanguage('fr')).toBeUndefined();
    expect(interpolate('Page not found: {path}', { path: '/x' })).toBe('Page not found: /x');
  });
});
