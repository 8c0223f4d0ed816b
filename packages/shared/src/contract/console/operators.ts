import { z } from 'zod';
import { ZIdsBody } from '../../schemas/console/list.js';
import {
  ZOperatorAddBody,
  ZOperatorEditBody,
  ZOperatorInfo,
  ZOperatorListQuery,
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

/** What operators changed, newest first. */
export const operatorLogApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/log/index',
    access: 'operator',
    query: ZOperatorLogQuery,
    response: zPage(ZOperatorLogRow),
  }),
};
