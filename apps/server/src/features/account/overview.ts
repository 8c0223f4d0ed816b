import type { TOverview } from '@storefront/shared';
import { nowSeconds } from '../../lib/clock.js';
import type { TLedgerService } from '../ledger/index.js';
import { formatMoney } from '../members/index.js';

const DAY = 86400;
const OVERVIEW_DAYS = 7;

/** `YYYY-MM-DD` of a day number (days since the epoch in the reader's zone). */
const dayLabel = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);

/**
 * The net change of points and balance on each of the last 7 days, oldest first, today last, the days being
 * the reader's (`utcOffsetMinutes` east of UTC): the logs beside the chart show times in the browser's zone,
 * so a change made late in the evening there falls on that evening's day, not on China's next one.
 */
export async function buildOverview(
  ledger: TLedgerService,
  userId: number,
  utcOffsetMinutes: number,
  now = nowSeconds(),
): Promise<TOverview> {
  const offset = utcOffsetMinutes * 60;
  const today = Math.floor((now + offset) / DAY);
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, index) => today - (OVERVIEW_DAYS - 1) + index);
  const since = (days[0] ?? today) * DAY - offset;
  const [score, money] = await Promise.all([
    ledger.dailyTotals('score', userId, since, offset),
    ledger.dailyTotals('money', userId, since, offset),
  ]);
  return {
    days: days.map(dayLabel),
    score: days.map((day) => score.get(day) ?? 0),
    money: days.map((day) => formatMoney(money.get(day) ?? 0)),
  };
}
