import { describe, expect, it } from 'vitest';
import { axisTop, GRID_INTERVALS, labelEvery, upShare } from './chart-scale';

describe('the dashboard chart scale', () => {
  it('tops the axis at a round number at or above the highest count, in whole steps', () => {
    expect(axisTop(0)).toBe(GRID_INTERVALS);
    expect(axisTop(3)).toBe(4);
    expect(axisTop(5)).toBe(8);
    expect(axisTop(37)).toBe(40);
    expect(axisTop(41)).toBe(80);
    expect(axisTop(1234)).toBe(2000);
    for (const highest of [1, 7, 19, 99, 101, 4999]) {
      const top = axisTop(highest);
      expect(top).toBeGreaterThanOrEqual(highest);
      expect(top % GRID_INTERVALS).toBe(0);
    }
  });

  it('writes every day under a wide chart and every few days under a narrow one', () => {
    expect(labelEvery(14, 900)).toBe(1);
    expect(labelEvery(30, 300)).toBe(5);
    expect(labelEvery(30, 0)).toBe(30);
  });

  it('gives the thumbs-up share in whole percent, none without ratings', () => {
    expect(upShare(2, 1)).toBe(67);
    expect(upShare(0, 3)).toBe(0);
    expect(upShare(0, 0)).toBeNull();
  });
});
