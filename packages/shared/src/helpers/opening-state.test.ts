import { describe, expect, it } from 'vitest';
import { openingState, storeMinutes } from './opening-state.js';

/** A moment at hh:mm China time. */
const at = (hh: number, mm = 0) =>
  new Date(`2026-11-25T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`);

describe('a store’s opening state', () => {
  it('is open inside the hours until their end, and closed outside with the next opening', () => {
    expect(openingState('open', '08:00-22:00', at(8))).toEqual({ state: 'open', closes: '22:00' });
    expect(openingState('open', '08:00-22:00', at(22))).toEqual({
      state: 'closed',
      opens: '08:00',
      day: 'tomorrow',
    });
    expect(openingState('open', '10:00-14:00, 17:00-21:00', at(15))).toEqual({
      state: 'closed',
      opens: '17:00',
      day: 'today',
    });
  });

  it('handles hours past midnight and round-the-clock stores', () => {
    expect(openingState('open', '18:00-02:00', at(1, 30))).toEqual({ state: 'open', closes: '02:00' });
    expect(openingState('open', '18:00-02:00', at(3))).toMatchObject({ state: 'closed', opens: '18:00' });
    expect(openingState('open', '00:00-24:00', at(12))).toEqual({ state: 'allDay' });
  });

  it("lets the site's switch win and claims nothing from unreadable hours", () => {
    expect(openingState('closed', '00:00-24:00', at(12))).toEqual({ state: 'suspended' });
    expect(openingState('closed', '', at(12))).toEqual({ state: 'suspended' });
    expect(openingState('open', '', at(12))).toEqual({ state: 'unknown' });
    expect(openingState('open', 'by appointment', at(12))).toEqual({ state: 'unknown' });
  });

  it('reads the clock in China time', () => {
    expect(storeMinutes(new Date('2026-01-01T00:30:00Z'))).toBe(8 * 60 + 30);
  });
});
