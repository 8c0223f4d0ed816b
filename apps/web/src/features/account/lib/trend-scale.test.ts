import { describe, expect, it } from 'vitest';
import {
  alignedDomains,
  axisLabel,
  fractionFromTop,
  GRID_INTERVALS,
  niceCeil,
  type TDomain,
} from './trend-scale';

const money = (values: number[]) => ({ values, isInteger: false });
const points = (values: number[]) => ({ values, isInteger: true });
const none: TDomain = { top: 0, bottom: 0, step: 0 };

describe('trend chart scale', () => {
  it('rounds steps up to 1, 2, 2.5 or 5 times a power of ten, whole for points', () => {
    expect(niceCeil(0)).toBe(0);
    expect(niceCeil(7)).toBe(10);
    expect(niceCeil(120)).toBe(200);
    expect(niceCeil(2.3)).toBe(2.5);
    expect(niceCeil(2.3, true)).toBe(3);
    expect(niceCeil(0.2, true)).toBe(1);
  });

  it('gives gains-only series the full height with zero at the bottom and round gridlines', () => {
    const [left, right] = alignedDomains([points([0, 10, 20]), money([0, 0, 3.5])]);
    expect(left).toEqual({ top: 20, bottom: 0, step: 5 });
    expect(right).toEqual({ top: 4, bottom: 0, step: 1 });
  });

  it('puts zero on the same gridline for both series and cuts nothing off', () => {
    const series = [points([100, -20, 5]), money([-5, 0, 12.5])];
    const domains = alignedDomains(series);
    const zeros = domains.map((domain) => fractionFromTop(0, domain));
    expect(zeros[0]).toBeCloseTo(zeros[1] ?? Number.NaN);
    expect(((zeros[0] ?? 0) * GRID_INTERVALS) % 1).toBeCloseTo(0);
    series.forEach(({ values }, index) => {
      for (const value of values) {
        const fraction = fractionFromTop(value, domains[index] ?? none);
        expect(fraction).toBeGreaterThanOrEqual(-1e-9);
        expect(fraction).toBeLessThanOrEqual(1 + 1e-9);
      }
    });
  });

  it('keeps a series without change flat on the zero line', () => {
    const [left, right] = alignedDomains([points([0, 0]), money([-2, 0])]);
    expect(fractionFromTop(0, left ?? none)).toBeCloseTo(0);
    expect(fractionFromTop(0, right ?? none)).toBeCloseTo(0);
  });

  it('labels axes without noise', () => {
    expect(axisLabel(20, 0)).toBe('20');
    expect(axisLabel(7.2727, 1)).toBe('7.3');
    expect(axisLabel(-0.001, 2)).toBe('0');
  });
});
