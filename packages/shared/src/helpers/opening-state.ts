/** Opening hours are at most this many time ranges a day. */
export const OPENING_RANGES_MAX = 4;

/** One opening time range of a day, `HH:MM`; an end at or before the start runs past midnight. */
export interface TOpeningRange {
  start: string;
  end: string;
}

const TIME = '(\\d{1,2}):([0-5]\\d)';
const RANGE_TEXT = new RegExp(`^${TIME}\\s*[-~–—至到]\\s*${TIME}$`);

const clock = (hour: string, minute: string) => `${hour.padStart(2, '0')}:${minute}`;

/**
 * The ranges of an opening-hours text (`08:00-22:00`, `10:00-14:00, 17:00-02:00`), or null when any part is
 * not a range of valid times or there are too many. '' is no ranges: the hours are not given. `24:00` may
 * end a range. The web's open/closed badge reads the same text.
 */
export function parseOpeningHours(text: string): TOpeningRange[] | null {
  const parts = text
    .split(/[,，;；、]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > OPENING_RANGES_MAX) return null;
  const ranges: TOpeningRange[] = [];
  for (const part of parts) {
    const [, h1 = '', m1 = '', h2 = '', m2 = ''] = RANGE_TEXT.exec(part) ?? [];
    const valid = h1 !== '' && Number(h1) <= 23 && (Number(h2) <= 23 || (h2 === '24' && m2 === '00'));
    if (!valid) return null;
    ranges.push({ start: clock(h1, m1), end: clock(h2, m2) });
  }
  return ranges;
}

/**
 * Every listed store is in mainland China (area codes are Chinese), so its opening hours are read in China
 * time, whatever the visitor's or the server's own time zone is.
 */
export const STORE_TIME_ZONE = 'Asia/Shanghai';

/** Where a store stands at a moment, from the operator's switch and its hours in store time. */
export type TOpeningState =
  /** The site switched the store off: it takes no questions, whatever its hours say. */
  | { state: 'suspended' }
  /** No readable hours: nothing is claimed. */
  | { state: 'unknown' }
  | { state: 'allDay' }
  | { state: 'open'; closes: string }
  | { state: 'closed'; opens: string; day: 'today' | 'tomorrow' };

/** Minutes since midnight in the stores' time zone. */
export function storeMinutes(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: STORE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const read = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return read('hour') * 60 + read('minute');
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Open or closed at `now` and until when, from the store's status and hours text (`08:00-22:00`,
 * `10:00-14:00, 17:00-02:00`: a range ending at or before its start runs past midnight). The one reading of
 * the hours the store cards, the chat header and the assistant's answers share.
 */
export function openingState(status: string, hours: string, now: Date): TOpeningState {
  if (status === 'closed') return { state: 'suspended' };
  const ranges = (parseOpeningHours(hours) ?? []).map((range) => ({
    from: toMinutes(range.start),
    to: toMinutes(range.end),
    ...range,
  }));
  if (ranges.length === 0) return { state: 'unknown' };
  const minute = storeMinutes(now);
  for (const range of ranges) {
    if (range.from === range.to || (range.from === 0 && range.to === 24 * 60)) return { state: 'allDay' };
    const inside =
      range.from < range.to
        ? minute >= range.from && minute < range.to
        : minute >= range.from || minute < range.to;
    if (inside) return { state: 'open', closes: range.end };
  }
  const byStart = [...ranges].sort((a, b) => a.from - b.from);
  const later = byStart.find((range) => range.from > minute);
  return later
    ? { state: 'closed', opens: later.start, day: 'today' }
    : { state: 'closed', opens: byStart[0]?.start ?? '', day: 'tomorrow' };
}
