import { dayjs } from '../../../lib/dates';

export const TIME_GROUPS = ['today', 'yesterday', 'week', 'month', 'earlier'] as const;
export type TTimeGroup = (typeof TIME_GROUPS)[number];

/** Which time bucket of the conversation list a Unix time (seconds) falls in, seen from `now` (local days). */
export function timeGroup(seconds: number, now: Date = new Date()): TTimeGroup {
  const today = dayjs(now).startOf('day');
  const time = dayjs.unix(seconds);
  if (!time.isBefore(today)) return 'today';
  if (!time.isBefore(today.subtract(1, 'day'))) return 'yesterday';
  if (!time.isBefore(today.subtract(6, 'day'))) return 'week';
  if (!time.isBefore(today.subtract(29, 'day'))) return 'month';
  return 'earlier';
}
