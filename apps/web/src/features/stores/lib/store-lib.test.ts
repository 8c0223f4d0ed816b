import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('store distance', () => {
  it('formats distances in metres or kilometres', () => {
    expect(formatDistance(0.004)).toEqual({ unit: 'm', value: '10' });
    expect(formatDistance(0.347)).toEqual({ unit: 'm', value: '350' });
    expect(formatDistance(1.26)).toEqual({ unit: 'km', value: '1.3' });
    expect(formatDistance(23.6)).toEqual({ unit: 'km', value: '24' });
  });
});
