import { z } from 'zod';
import { ZCsvFile } from '../../schemas/console/knowledge.js';
import { ZIdsBody } from '../../schemas/console/list.js';
import {
  ZOperatorAddBody,
  ZOperatorEditBody,
  ZOperatorInfo,
  ZOperatorListQuery,
  ZOperatorLogExportQuery,
  ZOperatorLogFilters,
  ZOperatorLoginBody,
  ZOperatorLoginConfig,
  ZOperatorLogoutBody,
  ZOperatorLogQuery,
  ZOperatorLogRow,
  ZOperatorRefreshBody,
  ZOperatorRefreshResult,
  ZOperatorRow,
} from '../../schemas/console/operators.js';
import { zPage } from '../../schemas/fields.js';
import { endpoint } from '../endpoint.js';

/** Signing in to the console. */
export const operatorSessionApi = {
  loginConfig: endpoint({
    method: 'GET',
    path: '/api/admin/index/login',
    access: 'public',
    response: ZOperatorLoginConfig,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/admin/index/login',
    access: 'public',
    body: ZOperatorLoginBody,
    response: z.object({ operatorInfo: ZOperatorInfo }),
  }),
  /** A new auth token for a refresh token, which is rotated: the old one is spent. */
  refreshToken: endpoint({
    method: 'POST',
    path: '/api/admin/index/refreshToken',
    access: 'public',
    body: ZOperatorRefreshBody,
    response: ZOperatorRefreshResult,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/admin/index/logout',
    access: 'public',
    body: ZOperatorLogoutBody,
    response: z.null(),
  }),
  /** Who is signed in (the console's header and what it may show). */
  me: endpoint({
    method: 'GET',
    path: '/api/admin/index/index',
    access: 'operator',
    response: ZOperatorInfo.omit({ token: true, refresh_token: true }),
  }),
};

/** The operators themselves: owners only. */
export const operatorsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/operators/index',
    access: 'siteOwner',
    query: ZOperatorListQuery,
    response: zPage(ZOperatorRow),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/operators/add',
    access: 'siteOwner',
    body: ZOperatorAddBody,
    response: ZOperatorRow,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/admin/operators/edit',
    access: 'siteOwner',
    body: ZOperatorEditBody,
    response: ZOperatorRow,
  }),
  del: endpoint({
    method: 'POST',
    path: '/api/admin/operators/del',
    access: 'siteOwner',
    body: ZIdsBody,
    response: z.null(),
  }),
};

/**
 * What operators and store owners changed, newest first, named in the reader's language (an editor gets no
 * before and after of an owner-only change, in the list as in the export).
 */
export const operatorLogApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/log/index',
    access: 'operator',
    query: ZOperatorLogQuery,
    response: zPage(ZOperatorLogRow),
  }),
  /** The operators, actions and kinds of row the log's filters offer. */
  filters: endpoint({
    method: 'GET',
    path: '/api/admin/log/filters',
    access: 'operator',
    response: ZOperatorLogFilters,
  }),
  /**
   * The filtered log as CSV (time in `tz`, named in its header; who, whose, action, kind, target, IP, before,
   * after). At most 20,000 rows: a larger export is refused, to be narrowed by dates or filters.
   */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/log/export',
    access: 'operator',
    query: ZOperatorLogExportQuery,
    response: ZCsvFile,
  }),
};
