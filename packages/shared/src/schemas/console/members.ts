import { z } from 'zod';
import { zPassword } from '../../validation/rules.js';
import { ZBalanceLog, ZIntegralLog } from '../account.js';
import { ZStoreOption } from '../stores.js';
import { LIST_PAGING, zTimeZone } from './export.js';
import { ZStatus, zFilter, zListQuery, zRowId } from './list.js';

export const MEMBER_SORTS = ['id', 'username', 'money', 'score', 'last_login_time', 'join_time'] as const;

/**
 * `GET /api/admin/members/index`: the quick search looks in username, nickname, email and mobile; filters by
 * status, group, and whether the member owns a store.
 */
export const ZMemberListQuery = zListQuery(MEMBER_SORTS).extend({
  status: zFilter(ZStatus),
  group_id: zFilter(zRowId),
  has_store: zFilter(z.enum(['yes', 'no'], 'validation.invalid')),
});
export type TMemberListQuery = z.infer<typeof ZMemberListQuery>;

/** `GET /api/admin/members/export`: the list's filters and search, every matching member, times in `tz`. */
export const ZMemberExportQuery = ZMemberListQuery.omit(LIST_PAGING).extend({ tz: zTimeZone });
export type TMemberExportQuery = z.infer<typeof ZMemberExportQuery>;

/** A member as the console's table shows them; money is yuan with 2 decimals, as everywhere in the API. */
export const ZMemberRow = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  group_id: z.number().int(),
  group_name: z.string(),
  money: z.string(),
  score: z.number().int(),
  /** The store the member owns, 0 for none. */
  shop_id: z.number().int(),
  /** That store, null for none (or one deleted since). */
  store: ZStoreOption.nullable(),
  status: ZStatus,
  last_login_time: z.number().int().nullable(),
  last_login_ip: z.string(),
  join_time: z.number().int(),
});
export type TMemberRow = z.infer<typeof ZMemberRow>;

/** How many rows of each log the member's page shows, newest first. */
export const MEMBER_RECENT_LOGS = 10;

/** One member in full: the row, the rest of the profile and the newest rows of both logs. */
export const ZMemberDetail = ZMemberRow.extend({
  gender: z.number().int(),
  birthday: z.string().nullable(),
  motto: z.string(),
  join_ip: z.string(),
  login_failure: z.number().int(),
  moneyLog: z.array(ZBalanceLog),
  scoreLog: z.array(ZIntegralLog),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

/** A member group, for the group filter. */
export const ZMemberGroup = z.object({ id: z.number().int(), name: z.string() });
export type TMemberGroup = z.infer<typeof ZMemberGroup>;

/** Enables or disables a member; disabling ends their logins. */
export const ZMemberStatusBody = z.object({ id: zRowId, status: ZStatus });
export type TMemberStatusBody = z.infer<typeof ZMemberStatusBody>;

/** A new password an operator sets for a member (the members' own rule); it ends the member's logins. */
export const ZMemberPasswordBody = z.object({ id: zRowId, password: zPassword });
export type TMemberPasswordBody = z.infer<typeof ZMemberPasswordBody>;

/** Makes a member the owner of a store (`shop_id`), or no store's with 0. */
export const ZMemberStoreBody = z.object({ id: zRowId, shop_id: z.union([z.literal(0), zRowId]) });
export type TMemberStoreBody = z.infer<typeof ZMemberStoreBody>;

/** The balances an operator adjusts: money (yuan, 2 decimals) or points (whole). */
export const BALANCE_KINDS = ['money', 'score'] as const;
export type TBalanceKind = (typeof BALANCE_KINDS)[number];

const isNonZero = (text: string) => Number(text) !== 0;

/** A signed change of money in yuan: `10`, `-5.5`, `+0.01`; never zero, at most 9,999,999.99. */
export const zMoneyChange = z
  .string()
  .trim()
  .regex(/^[+-]?\d{1,7}(\.\d{1,2})?$/, 'validation.moneyChange')
  .refine(isNonZero, 'validation.moneyChange');

/** A signed change of points: `100`, `-20`; never zero, at most 9,999,999. */
export const zPointsChange = z
  .string()
  .trim()
  .regex(/^[+-]?\d{1,7}$/, 'validation.pointsChange')
  .refine(isNonZero, 'validation.pointsChange');

/** Why a balance changed, as the member reads it in their log: required. */
export const zBalanceMemo = z.string().trim().min(1, 'validation.memo').max(100, 'validation.memo');

/** Adds to or takes from a member's money or points, with the memo their log shows. */
export const ZMemberBalanceBody = z.discriminatedUnion('kind', [
  z.object({ id: zRowId, kind: z.literal('money'), amount: zMoneyChange, memo: zBalanceMemo }),
  z.object({ id: zRowId, kind: z.literal('score'), amount: zPointsChange, memo: zBalanceMemo }),
]);
export type TMemberBalanceBody = z.infer<typeof ZMemberBalanceBody>;

/** A checked change as the ledger counts it: cents for money, points for score (no floating point). */
export function balanceUnits(kind: TBalanceKind, amount: string): number {
  const [whole = '0', fraction = ''] = amount.replace(/^[+-]/, '').split('.');
  const units = kind === 'money' ? Number(whole) * 100 + Number(fraction.padEnd(2, '0')) : Number(whole);
  return amount.startsWith('-') ? -units : units;
}
