import { describe, expect, it } from 'vitest';
import { timeGroup } from './time-group';

describe('conversation time groups', () => {
  const now = new Date(2026, 10, 23, 15, 0, 0);
  const at = (day: number, hour = 12) => Math.floor(new Date(2026, 10, day, hour).getTime() / 1000);

  it('buckets by local calendar day', () => {
    expect(timeGroup(at(23, 0), now)).toBe('today');
    expect(timeGroup(at(22, 23), now)).toBe('yesterday');
    expect(timeGroup(at(17), now)).toBe('week');
    expect(timeGroup(at(1), now)).toBe('month');
    expect(timeGroup(at(1) - 40 * 86_400, now)).toBe('earlier');
  });
});
