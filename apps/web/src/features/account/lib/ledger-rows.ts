import type { TLedgerRow } from '../api/get-ledger';

/** A log row as both ledgers show it: signed change, value after, memo and time. */
export type TLedgerLine = { id: number; change: string; after: string; memo: string; time: number };

/** Balance rows carry `money` (2-decimal strings), points rows `score` (integers). */
export function toLedgerLine(row: TLedgerRow): TLedgerLine {
  const change = 'money' in row ? row.money : String(row.score);
  return { id: row.id, change, after: String(row.after), memo: row.memo, time: row.create_time };
}

/** The last page there is for a total (at least 1), to step back from a page past the end. */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
