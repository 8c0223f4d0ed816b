import { describe, expect, it } from 'vitest';
import { readPageQuery, writePageQuery } from './page-query';
import { signedChange } from './signed';

describe('signed change', () => {
  it('marks gains with + and losses as they come', () => {
    expect(signedChange('5.00')).toEqual({ text: '+5.00', tone: 'positive' });
    expect(signedChange('-2.50')).toEqual({ text: '-2.50', tone: 'negative' });
    expect(signedChange(10)).toEqual({ text: '+10', tone: 'positive' });
    expect(signedChange(0)).toEqual({ text: '0', tone: 'zero' });
  });
});

describe('page query', () => {
  it('reads page and an offered size, falling back to 1 and 10', () => {
    expect(readPageQuery(new URLSearchParams('page=2&limit=20'))).toEqual({ page: 2, limit: 20 });
    expect(readPageQuery(new URLSearchParams('page=-1&limit=7'))).toEqual({ page: 1, limit: 10 });
    expect(readPageQuery(new URLSearchParams(''))).toEqual({ page: 1, limit: 10 });
  });

  it('writes only what differs from the defaults', () => {
    const base = new URLSearchParams('x=1&page=3');
    expect(writePageQuery(base, { page: 1, limit: 10 }).toString()).toBe('x=1');
    expect(writePageQuery(base, { page: 2, limit: 50 }).toString()).toBe('x=1&page=2&limit=50');
  });
});
