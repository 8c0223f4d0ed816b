import { z } from 'zod';
import { zAccount, zPassword } from '../../validation/rules.js';
import { zCaptchaId } from '../captcha.js';
import { zFlag, zText } from '../fields.js';
import { ZAuditAction, ZAuditTarget } from './audit.js';
import { LIST_PAGING, zTime, zTimeZone } from './export.js';
import { ZStatus, zFilter, zListQuery, zRowId } from './list.js';

/** An owner runs everything; an editor cannot manage operators or see secrets. */
export const OPERATOR_ROLES = ['owner', 'editor'] as const;
export const ZOperatorRole = z.enum(OPERATOR_ROLES, 'validation.invalid');
export type TOperatorRole = z.infer<typeof ZOperatorRole>;

const zNickname = z.string().trim().max(30, 'validation.nickname');

/** `POST /api/admin/index/login`: as the member login, with the captcha when the site asks for it. */
export const ZOperatorLoginBody = z.object({
  username: zAccount,
  password: zPassword,
  keep: zFlag.default(false),
  captchaId: z.union([z.literal(''), zCaptchaId]).default(''),
  captchaInfo: zText(200),
});
export type TOperatorLoginBody = z.infer<typeof ZOperatorLoginBody>;

/** `data` of `GET /api/admin/index/login`: whether the login form asks for the click captcha. */
export const ZOperatorLoginConfig = z.object({ captcha: z.boolean() });

/** The operator signed in, as the console keeps them (tokens included, as the member's user info has). */
export const ZOperatorInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role: ZOperatorRole,
  last_login_time: z.number().int().nullable(),
  token: z.string(),
  refresh_token: z.string(),
});
export type TOperatorInfo = z.infer<typeof ZOperatorInfo>;

export const ZOperatorRefreshBody = z.object({
  refreshToken: z.string().trim().min(1, 'validation.required').max(128, 'validation.invalid'),
});
export const ZOperatorRefreshResult = z.object({
  type: z.literal('admin-refresh'),
  token: z.string(),
  refresh_token: z.string(),
});
export const ZOperatorLogoutBody = z.object({ refreshToken: zText(128) });

/** One operator as the operators table lists them. */
export const ZOperatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role: ZOperatorRole,
  status: ZStatus,
  last_login_time: z.number().int().nullable(),
  last_login_ip: z.string(),
  create_time: z.number().int(),
});
export type TOperatorRow = z.infer<typeof ZOperatorRow>;

export const ZOperatorListQuery = zListQuery(['id', 'username', 'last_login_time', 'create_time']);

export const ZOperatorAddBody = z.object({
  username: zAccount,
  nickname: zNickname.default(''),
  password: zPassword,
  role: ZOperatorRole,
});
export type TOperatorAddBody = z.infer<typeof ZOperatorAddBody>;

/** An edit; an empty password keeps the current one. */
export const ZOperatorEditBody = z.object({
  id: zRowId,
  nickname: zNickname,
  role: ZOperatorRole,
  status: ZStatus,
  password: z.union([z.literal(''), zPassword]).default(''),
});
export type TOperatorEditBody = z.infer<typeof ZOperatorEditBody>;

/** One change an operator made, with what it looked like before and after (secrets masked). */
export const ZOperatorLogRow = z.object({
  id: z.number().int(),
  /** Whose change: an operator's, or a store owner's in My store (`admin_id` is then the member's id). */
  actor: z.enum(['operator', 'member']),
  admin_id: z.number().int(),
  username: z.string(),
  action: z.string(),
  /** The action in the reader's language. */
  action_name: z.string(),
  target: z.string(),
  /** The kind of row in the reader's language. */
  target_type_name: z.string(),
  target_id: z.string(),
  /**
   * The row's name as it is now (a store's, a member's username, an article's title…); when the row is gone,
   * the name it had in the log, and `target_gone` is true.
   */
  target_name: z.string(),
  target_gone: z.boolean(),
  /** The store an assistant or a knowledge entry belongs to (its pages in the console are the store's), or null. */
  target_store_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** True when the viewer is an editor and the change is owner-only: `before` and `after` are then null. */
  withheld: z.boolean(),
  ip: z.string(),
  create_time: z.number().int(),
});
export type TOperatorLogRow = z.infer<typeof ZOperatorLogRow>;

/**
 * `GET /api/admin/log/index`: by operator (`admin_id`, an operator's id: store owners' rows are never
 * matched by it), action, kind of row and time (`from` and `to`, Unix seconds, both included); the quick search
 * looks in who, action, target and IP.
 */
export const ZOperatorLogQuery = zListQuery(['id', 'create_time']).extend({
  admin_id: zFilter(zRowId),
  action: zFilter(ZAuditAction),
  target: zFilter(ZAuditTarget),
  from: zFilter(zTime),
  to: zFilter(zTime),
});
export type TOperatorLogQuery = z.infer<typeof ZOperatorLogQuery>;

/** `GET /api/admin/log/export`: the log as filtered, every matching row, times in `tz`. */
export const ZOperatorLogExportQuery = ZOperatorLogQuery.omit(LIST_PAGING).extend({ tz: zTimeZone });
export type TOperatorLogExportQuery = z.infer<typeof ZOperatorLogExportQuery>;

/** What the log's filters offer, named in the reader's language. */
export const ZOperatorLogFilters = z.object({
  operators: z.array(z.object({ id: z.number().int(), username: z.string(), nickname: z.string() })),
  actions: z.array(z.object({ action: ZAuditAction, target: ZAuditTarget, name: z.string() })),
  targets: z.array(z.object({ target: ZAuditTarget, name: z.string() })),
});
export type TOperatorLogFilters = z.infer<typeof ZOperatorLogFilters>;
