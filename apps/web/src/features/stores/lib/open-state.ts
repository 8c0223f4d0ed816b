/**
 * Every listed store is in mainland China (area codes are Chinese), so its opening hours are read in China
 * time, whatever the visitor's own time zone is.
 */
export const STORE_TIME_ZONE = 'Asia/Shanghai';

export type TOpenState = { state: 'open' | 'closed' | 'unknown'; opensAt?: string };

type TRange = { start: number; end: number; label: string };

const RANGE = /(\d{1,2}):(\d{2})\s*[-~–—至到]\s*(\d{1,2}):(\d{2})/g;

function minutes(hours: string, mins: string): number {
  return Number(hours) * 60 + Number(mins);
}

/** The ranges of an hours text such as `08:00-22:00` or `10:00-14:00, 17:00-02:00` (past midnight). */
export function parseHours(hours: string): TRange[] {
  return [...hours.matchAll(RANGE)].map(([, h1 = '0', m1 = '0', h2 = '0', m2 = '0']) => ({
    start: minutes(h1, m1),
    end: minutes(h2, m2),
    label: `${h1.padStart(2, '0')}:${m1}`,
  }));
}

function isInside(range: TRange, now: number): boolean {
  if (range.start === range.end) return true;
  if (range.start < range.end) return now >= range.start && now < range.end;
  return now >= range.start || now < range.end;
}

/** Minutes since midnight in the stores' time zone. */
export function storeMinutes(date: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: STORE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const read = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return read('hour') * 60 + read('minute');
}

/**
 * Whether a store is open at `now` (minutes since midnight, store time): an operator's `closed` always wins;
 * otherwise the hours decide, and hours that cannot be read leave it unknown rather than guess.
 */
export function openState(status: string, hours: string, now: number): TOpenState {
  if (status === 'closed') return { state: 'closed' };
  const ranges = parseHours(hours);
  if (ranges.length === 0) return { state: 'unknown' };
  if (ranges.some((range) => isInside(range, now))) return { state: 'open' };
  const later = ranges.filter((range) => range.start > now).sort((a, b) => a.start - b.start)[0];
  const next = later ?? [...ranges].sort((a, b) => a.start - b.start)[0];
  return { state: 'closed', opensAt: next?.label };
}
