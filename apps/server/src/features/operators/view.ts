import type { TOperatorRow } from '@storefront/shared';
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

/** What every operator reads of a log row. */
const toLogFields = (row: TOperatorLogEntry) => ({
  id: row.id,
  actor: row.actor,
  admin_id: row.admin_id,
  username: row.username,
  action: row.action,
  target: row.target,
  target_id: row.target_id,
  ip: row.ip,
  create_time: row.create_time,
});

/**
 * Changes only site owners may make (operators, mail and SMS delivery, an assistant's provider: `siteOwner`
 * endpoints in the contract). Their values are the owners' too: an editor's log shows who did what and when.
 */
const OWNER_ONLY_ACTION = /^(operators\.|settings\.(delivery|testMail|testSms)$|assistants\.provider$)/;

/** A log row as `viewer` may read it: an editor gets no before and after of an owner-only change. */
export const toLogEntry = (row: TOperatorLogEntry, viewer: Pick<TOperatorCaller, 'role'>) => {
  const hidden = viewer.role !== 'owner' && OWNER_ONLY_ACTION.test(row.action);
  return {
    ...toLogFields(row),
    before: hidden ? null : parseJson(row.before),
    after: hidden ? null : parseJson(row.after),
    withheld: hidden,
  };
};

/** A log row as the operators feature hands it over: masked and, for an editor, withheld where it must be. */
export type TLogEntry = ReturnType<typeof toLogEntry>;
