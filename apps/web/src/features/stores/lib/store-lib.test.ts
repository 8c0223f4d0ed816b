import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';
import { storeHue, storeInitial } from './store-initial';

describe('store avatar and distance', () => {
  it('takes the first letter or character of the name', () => {
    expect(storeInitial('  galaxy coffee')).toBe('G');
    expect(storeInitial('星河咖啡')).toBe('星');
    expect(storeInitial('')).toBe('?');
  });

  it('gives a name the same hue every time', () => {
    expect(storeHue('星河咖啡')).toBe(storeHue('星河咖啡'));
  });

  it('formats distances in metres or kilometres', () => {
    expect(formatDistance(0.004)).toEqual({ unit: 'm', value: '10' });
    expect(formatDistance(0.347)).toEqual({ unit: 'm', value: '350' });
    expect(formatDistance(1.26)).toEqual({ unit: 'km', value: '1.3' });
    expect(formatDistance(23.6)).toEqual({ unit: 'km', value: '24' });
  });
});
