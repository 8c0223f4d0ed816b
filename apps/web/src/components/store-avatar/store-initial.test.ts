import { describe, expect, it } from 'vitest';
import { storeHue, storeInitial } from './store-initial';

describe('store avatar', () => {
  it('takes the first letter or character of the name', () => {
    expect(storeInitial('  galaxy coffee')).toBe('G');
    expect(storeInitial('星河咖啡')).toBe('星');
    expect(storeInitial('')).toBe('?');
  });

  it('gives a name the same hue every time', () => {
    expect(storeHue('星河咖啡')).toBe(storeHue('星河咖啡'));
  });
});
