import { describe, expect, it } from 'vitest';
import { areaQuery, readFilters, writeFilters } from './filters';

describe('store filters in the address', () => {
  it('reads keyword and area codes and drops malformed codes', () => {
    const params = new URLSearchParams('keyword=%20coffee%20&area=310000,x,310100');
    expect(readFilters(params)).toEqual({ keyword: 'coffee', area: ['310000', '310100'] });
    expect(readFilters(new URLSearchParams())).toEqual({ keyword: '', area: [] });
  });

  it('writes only what is set and keeps other parameters', () => {
    const next = writeFilters(new URLSearchParams('lang=en&keyword=old'), { keyword: '', area: ['310000'] });
    expect(next.toString()).toBe('lang=en&area=310000');
  });

  it('maps the codes to province, city and district', () => {
    expect(areaQuery(['310000', '310100'])).toEqual({
      province: '310000',
      city: '310100',
      district: undefined,
    });
  });
});
