/** One series' axis: the value at the top, the value at the bottom, and the value between gridlines. */
export type TDomain = { top: number; bottom: number; step: number };

/** A series as the scale sees it: its values, and whether its labels must be whole numbers (points). */
export type TScaleInput = { values: number[]; isInteger: boolean };

/** Gridline intervals of the chart; zero sits on one of the gridlines. */
export const GRID_INTERVALS = 4;

/** The smallest of 1, 2, 2.5, 5 × 10^k at or above a value (0 for 0); whole numbers for whole-number series. */
export function niceCeil(value: number, isInteger = false): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= value * (1 - 1e-9)) ?? 10) * power;
  return isInteger ? Math.max(1, Math.ceil(step)) : step;
}

type TExtent = { hi: number; lo: number; isInteger: boolean };

function stepFor({ hi, lo, isInteger }: TExtent, below: number): number {
  const above = GRID_INTERVALS - below;
  const needed = Math.max(above > 0 ? hi / above : 0, below > 0 ? -lo / below : 0);
  return niceCeil(needed, isInteger) || (isInteger ? 1 : 0.01);
}

/**
 * Scales for series drawn on their own axes (points left, balance right) that share the gridlines and the zero
 * line, so a day without change sits on the same line for both and every label is a round number. Zero goes on
 * the gridline that leaves the least empty room, with no series cut off.
 */
export function alignedDomains(series: TScaleInput[]): TDomain[] {
  const extents = series.map(({ values, isInteger }) => ({
    hi: Math.max(0, ...values),
    lo: Math.min(0, ...values),
    isInteger,
  }));
  const fits = (below: number) =>
    extents.every(({ hi, lo }) => (hi <= 0 || below < GRID_INTERVALS) && (lo >= 0 || below > 0));
  const usage = (below: number) =>
    extents.reduce(
      (sum, extent) => sum + (extent.hi - extent.lo) / (stepFor(extent, below) * GRID_INTERVALS),
      0,
    );
  const options = Array.from({ length: GRID_INTERVALS + 1 }, (_, below) => below).filter(fits);
  const below = options.reduce(
    (best, option) => (usage(option) > usage(best) + 1e-9 ? option : best),
    options[0] ?? 0,
  );
  return extents.map((extent) => {
    const step = stepFor(extent, below);
    return { top: step * (GRID_INTERVALS - below), bottom: below > 0 ? -step * below : 0, step };
  });
}

/** Where a value sits, from 0 (top of the plot) to 1 (bottom). */
export function fractionFromTop(value: number, domain: TDomain): number {
  const span = domain.top - domain.bottom;
  return span === 0 ? 1 : (domain.top - value) / span;
}

/** An axis label: whole numbers as they are, others with at most `decimals` places. */
export function axisLabel(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
