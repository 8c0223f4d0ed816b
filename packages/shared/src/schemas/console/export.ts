import { z } from 'zod';
import { zNumeric } from '../fields.js';

/** A Unix time (seconds) as a query string carries it. */
export const zTime = zNumeric()
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(2 ** 42);

/**
 * The zone a CSV export writes its times in when the request names none: China Standard Time, the zone the
 * product counts its days in.
 */
export const EXPORT_TIME_ZONE = 'Asia/Shanghai';

/** Whether `name` is an IANA time zone this runtime knows (`Asia/Shanghai`, `Europe/Berlin`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * `tz` of every console export: the zone the reader's screen shows times in, so the file and the page agree;
 * the file's time column names it.
 */
export const zTimeZone = z
  .string()
  .trim()
  .max(64, 'validation.invalid')
  .refine(isTimeZone, 'validation.invalid')
  .default(EXPORT_TIME_ZONE);

/** What an export leaves out of its list's query (`ZList.omit(LIST_PAGING)`): it holds every matching row. */
export const LIST_PAGING = { page: true, limit: true, sort: true, direction: true } as const;
