export const DEFAULT_TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';

/** Milliseconds from a timestamp: 10 digits are Unix seconds, anything longer is already milliseconds. */
export function toMilliseconds(value: number | string): number {
  const num = Number(value);
  return String(Math.trunc(Math.abs(num))).length <= 10 ? num * 1000 : num;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Formats a timestamp (seconds or milliseconds) or date in local time with the tokens
 * yyyy, mm (month), dd, hh, MM (minutes), ss. Empty input gives an empty string.
 */
export function timeFormat(
  value: number | string | Date | null | undefined,
  format: string = DEFAULT_TIME_FORMAT,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(toMilliseconds(value));
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {
    yyyy: String(date.getFullYear()),
    mm: pad(date.getMonth() + 1),
    dd: pad(date.getDate()),
    hh: pad(date.getHours()),
    MM: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return format.replace(/yyyy|mm|dd|hh|MM|ss/g, (token) => parts[token] ?? token);
}
