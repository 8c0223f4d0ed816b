import { describe, expect, it } from 'vitest';
import { openState, parseHours, storeMinutes } from './open-state';

const at = (hh: number, mm = 0) => hh * 60 + mm;

describe('store opening state', () => {
  it('reads single, split and past-midnight ranges', () => {
    expect(parseHours('08:00-22:00')).toEqual([{ start: 480, end: 1320, label: '08:00' }]);
    expect(parseHours('10:00-14:00, 17:00~02:00').map((range) => range.label)).toEqual(['10:00', '17:00']);
    expect(parseHours('9:30 至 18:00')).toEqual([{ start: 570, end: 1080, label: '09:30' }]);
    expect(parseHours('by appointment')).toEqual([]);
  });

  it('is open inside the hours and closed outside, with the next opening time', () => {
    expect(openState('open', '08:00-22:00', at(8))).toEqual({ state: 'open' });
    expect(openState('open', '08:00-22:00', at(22))).toEqual({ state: 'closed', opensAt: '08:00' });
    expect(openState('open', '10:00-14:00,17:00-21:00', at(15))).toEqual({
      state: 'closed',
      opensAt: '17:00',
    });
  });

  it('handles hours that run past midnight and round-the-clock stores', () => {
    expect(openState('open', '18:00-02:00', at(1, 30))).toEqual({ state: 'open' });
    expect(openState('open', '18:00-02:00', at(3))).toEqual({ state: 'closed', opensAt: '18:00' });
    expect(openState('open', '00:00-24:00', at(12))).toEqual({ state: 'open' });
  });

  it("lets the operator's closed win and does not guess unreadable hours", () => {
    expect(openState('closed', '00:00-24:00', at(12))).toEqual({ state: 'closed' });
    expect(openState('open', '', at(12))).toEqual({ state: 'unknown' });
  });

  it('reads the clock in China time', () => {
    expect(storeMinutes(new Date('2026-01-01T00:30:00Z'))).toBe(at(8, 30));
  });
});
