/**
 * Times in a CSV export, in the zone the reader's screen shows (the request's `tz`): `2026-11-26 14:05:09`,
 * which spreadsheets read as a date and time, with the zone said once in the column's header.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function partsOf(seconds: number, zone: string) {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(seconds * 1000))
      .map((part) => [part.type, part.value]),
  );
  // `GMT+08:00`, or `GMT` for UTC itself.
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return {
    text: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`,
    offset: `UTC${offset}`,
  };
}

/** A Unix time as the export writes it in `zone`; empty for none. */
export const exportTime = (seconds: number | null, zone: string): string =>
  seconds === null || seconds === 0 ? '' : partsOf(seconds, zone).text;

/**
 * The header of a time column: `label (UTC+08:00 Asia/Shanghai)`. A zone whose offset changes within the
 * exported times (summer time) is named without one, since no single offset is true of every row.
 */
export function timeHeader(label: string, zone: string, times: readonly (number | null)[]): string {
  const offsets = new Set(times.flatMap((time) => (time ? [partsOf(time, zone).offset] : [])));
  if (offsets.size === 0) offsets.add(partsOf(Math.floor(Date.now() / 1000), zone).offset);
  return offsets.size === 1 ? `${label} (${[...offsets][0]} ${zone})` : `${label} (${zone})`;
}

/** `yyyymmdd` of now in `zone`, for an export's file name. */
export const exportDay = (zone: string, nowSeconds: number): string =>
  partsOf(nowSeconds, zone).text.slice(0, 10).replaceAll('-', '');
