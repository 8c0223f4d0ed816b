/** Gridline intervals of the daily chart. */
export const GRID_INTERVALS = 4;

/**
 * The top of a count axis: the smallest "nice" number (1, 2, 2.5 or 5 × 10^k, whole) at or above the highest
 * value and divisible into whole gridline steps, so every gridline is labelled with a whole number.
 */
export function axisTop(highest: number): number {
  const needed = Math.max(1, Math.ceil(highest / GRID_INTERVALS));
  const power = 10 ** Math.floor(Math.log10(needed));
  const factor = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= needed) ?? 10;
  return Math.ceil(factor * power) * GRID_INTERVALS;
}

/** Every how many days a date is written under the axis, so labels of `labelWidth` px never overlap. */
export function labelEvery(days: number, plotWidth: number, labelWidth = 44): number {
  const fits = Math.max(1, Math.floor(plotWidth / labelWidth));
  return Math.max(1, Math.ceil(days / fits));
}

/** The thumbs-up share of all ratings, in whole percent; null when nothing was rated. */
export function upShare(up: number, down: number): number | null {
  const all = up + down;
  return all === 0 ? null : Math.round((up / all) * 100);
}
