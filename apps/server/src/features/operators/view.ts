import type { TOperatorLogRow, TOperatorRow } from '@storefront/shared';
import type { TOperatorCaller } from '../../plugins/auth.js';
import type { TOperatorRow as TOperatorDbRow, TOperatorLogEntry } from './repo.js';

/** An operator as the console lists them: never their password hash. */
export const toOperatorRow = (row: TOperatorDbRow): TOperatorRow => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  role: row.role,
  status: row.status,
  last_login_time: row.last_login_time,
  last_login_ip: row.last_login_ip,
  create_time: row.create_time,
});

/** An operator as handlers receive them. */
export const toOperatorCaller = (row: TOperatorDbRow): TOperatorCaller => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname || row.username,
  role: row.role,
  last_login_time: row.last_login_time,
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const toLogRow = (row: TOperatorLogEntry): TOperatorLogRow => ({
  id: row.id,
  admin_id: row.admin_id,
  username: row.username,
  action: row.action,
  target: row.target,
  target_id: row.target_id,
  before: parseJson(row.before),
  after: parseJson(row.after),
  ip: row.ip,
  create_time: row.create_time,
});
