import type { TOverview } from '@storefront/shared';
import { DAY_OFFSET_SECONDS, nowSeconds } from '../../lib/clock.js';
import type { TLedgerService } from '../ledger/index.js';
import { formatMoney } from '../members/index.js';

const DAY = 86400;
const OVERVIEW_DAYS = 7;

/** `YYYY-MM-DD` of a day number (days since the epoch in UTC+8). */
const dayLabel = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);

/** The net change of points and balance on each of the last 7 days, oldest first, today last. */
export async function buildOverview(
  ledger: TLedgerService,
  userId: number,
  now = nowSeconds(),
): Promise<TOverview> {
  const today = Math.floor((now + DAY_OFFSET_SECONDS) / DAY);
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, index) => today - (OVERVIEW_DAYS - 1) + index);
  const since = (days[0] ?? today) * DAY - DAY_OFFSET_SECONDS;
  const [score, money] = await Promise.all([
    ledger.dailyTotals('score', userId, since, DAY_OFFSET_SECONDS),
    ledger.dailyTotals('money', userId, since, DAY_OFFSET_SECONDS),
  ]);
  return {
    days: days.map(dayLabel),
    score: days.map((day) => score.get(day) ?? 0),
    money: days.map((day) => formatMoney(money.get(day) ?? 0)),
  };
}
