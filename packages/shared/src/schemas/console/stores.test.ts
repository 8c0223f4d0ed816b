import { describe, expect, it } from 'vitest';
import { parseOpeningHours } from '../../helpers/opening-state.js';
import { STORE_FIELD_LIMITS, ZStoreAddBody, zOpeningHours } from './stores.js';

describe('store fields', () => {
  it('reads opening hours as time ranges and stores them normalised', () => {
    expect(parseOpeningHours('')).toEqual([]);
    expect(parseOpeningHours('8:00 - 22:00，17:00~02:00')).toEqual([
      { start: '08:00', end: '22:00' },
      { start: '17:00', end: '02:00' },
    ]);
    expect(zOpeningHours.parse(' 12:00至24:00 ')).toBe('12:00-24:00');
    for (const bad of ['open all day', '25:00-26:00', '08:00-24:30', '08:00-', '1-2, 3-4, 5-6, 7-8, 9-10']) {
      expect(zOpeningHours.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('wants both coordinates or neither, and area codes narrowing in order', () => {
    const issues = (body: object) =>
      ZStoreAddBody.safeParse({ name: { en: 'Tea' }, ...body }).error?.issues.map((issue) => issue.message) ??
      [];
    expect(issues({ lat: 31.2, lng: 121.4 })).toEqual([]);
    expect(issues({ lat: 31.2 })).toEqual(['validation.coordinates']);
    expect(issues({ lat: 91, lng: 0 })).toEqual(['validation.coordinates']);
    expect(issues({ city_code: '310100' })).toEqual(['validation.area']);
    expect(issues({ logo: 'javascript:alert(1)' })).toEqual(['validation.invalid']);
    expect(ZStoreAddBody.parse({ name: { en: ' Tea ' }, featured: '1' })).toMatchObject({
      name: { 'zh-cn': '', en: 'Tea' },
      address: { 'zh-cn': '', en: '' },
      featured: true,
      status: 'open',
      hours: '',
      lat: null,
    });
  });

  it('wants a name in at least one language and holds both languages to the same limits', () => {
    const issues = (body: object) =>
      ZStoreAddBody.safeParse(body).error?.issues.map(
        (issue) => `${issue.path.join('.')} ${issue.message}`,
      ) ?? [];
    expect(issues({ name: { 'zh-cn': '茶', en: '' } })).toEqual([]);
    expect(issues({ name: { 'zh-cn': ' ', en: '' } })).toEqual(['name.zh-cn validation.required']);
    const long = (max: number) => 'x'.repeat(max + 1);
    for (const lang of ['zh-cn', 'en']) {
      expect(issues({ name: { [lang]: long(STORE_FIELD_LIMITS.nameMax) } })).toEqual([
        `name.${lang} validation.storeName`,
      ]);
      expect(
        issues({ name: { en: 'Tea' }, description: { [lang]: long(STORE_FIELD_LIMITS.descriptionMax) } }),
      ).toEqual([`description.${lang} validation.tooLong`]);
      expect(
        issues({ name: { en: 'Tea' }, address: { [lang]: long(STORE_FIELD_LIMITS.addressMax) } }),
      ).toEqual([`address.${lang} validation.tooLong`]);
    }
  });
});
