import type { Dayjs } from 'dayjs';

/** The dates a range picker holds: either end may be left open. */
export type TDateRange = [Dayjs | null, Dayjs | null] | null;

const seconds = (day: Dayjs) => Math.floor(day.valueOf() / 1000);

/** A range of days as Unix seconds: the first day's first second to the last day's last, in the reader's zone. */
export function rangeFilter(range: TDateRange): { from?: number; to?: number } {
  const [start, end] = range ?? [null, null];
  return {
    from: start ? seconds(start.startOf('day')) : undefined,
    to: end ? seconds(end.endOf('day')) : undefined,
  };
}
