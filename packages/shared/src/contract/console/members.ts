import { z } from 'zod';
import { ZCsvFile } from '../../schemas/console/knowledge.js';
import { ZBulkResult, ZIdBody, ZIdsStatusBody } from '../../schemas/console/list.js';
import {
  ZMemberBalanceBody,
  ZMemberDetail,
  ZMemberExportQuery,
  ZMemberGroup,
  ZMemberListQuery,
  ZMemberPasswordBody,
  ZMemberRow,
  ZMemberStatusBody,
  ZMemberStoreBody,
} from '../../schemas/console/members.js';
import { zPage } from '../../schemas/fields.js';
import { endpoint } from '../endpoint.js';

/**
 * The members, for any operator: none of this is a secret. Every change is in the operator log; balances move
 * only through the ledger, with the memo the member reads in their log.
 */
export const membersConsoleApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/members/index',
    access: 'operator',
    query: ZMemberListQuery,
    response: zPage(ZMemberRow),
  }),
  /**
   * The members as filtered, as CSV (id, username, nickname, email, mobile, group, money, points, store,
   * status, joined and last login in `tz`, named in the headers). At most 20,000 rows.
   */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/members/export',
    access: 'operator',
    query: ZMemberExportQuery,
    response: ZCsvFile,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/members/detail',
    access: 'operator',
    query: ZIdBody,
    response: ZMemberDetail,
  }),
  /** The member groups, for the list's filter. */
  groups: endpoint({
    method: 'GET',
    path: '/api/admin/members/groups',
    access: 'operator',
    response: z.array(ZMemberGroup),
  }),
  /** Disabling ends the member's logins; they cannot log in again until enabled. */
  status: endpoint({
    method: 'POST',
    path: '/api/admin/members/status',
    access: 'operator',
    body: ZMemberStatusBody,
    response: ZMemberRow,
  }),
  /**
   * Enables or disables the members `ids` at once, as `status` does one by one (each in the operator log;
   * disabling ends their logins): all or none, 'not found' when one id is no member. Answers how many changed.
   */
  bulkStatus: endpoint({
    method: 'POST',
    path: '/api/admin/members/bulkStatus',
    access: 'operator',
    body: ZIdsStatusBody,
    response: ZBulkResult,
  }),
  /** Sets a new password (the members' rule), ends the member's logins and lifts a login lock. */
  password: endpoint({
    method: 'POST',
    path: '/api/admin/members/password',
    access: 'operator',
    body: ZMemberPasswordBody,
    response: z.null(),
  }),
  /** Grants ownership of a store (`shop_id`), or takes it away with 0. */
  store: endpoint({
    method: 'POST',
    path: '/api/admin/members/store',
    access: 'operator',
    body: ZMemberStoreBody,
    response: ZMemberRow,
  }),
  /** Adds to or takes from money or points, never below zero, with a memo. */
  balance: endpoint({
    method: 'POST',
    path: '/api/admin/members/balance',
    access: 'operator',
    body: ZMemberBalanceBody,
    response: ZMemberRow,
  }),
};
