import { API } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http';

/** The browser's offset from UTC in minutes, east positive: the zone the member's logs show times in. */
export function browserUtcOffset(): number {
  return -new Date().getTimezoneOffset();
}

/** `+08:00`, `-07:00`: how the chart says which days it counts in. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** Net change of points and balance on each of the last 7 days, days as the browser's clock counts them. */
export function useOverview() {
  const utcOffset = browserUtcOffset();
  return useQuery({
    queryKey: ['account', 'overview', utcOffset],
    queryFn: () => callApi(API.account.overview, { query: { utc_offset: utcOffset } }),
    staleTime: 0,
  });
}
