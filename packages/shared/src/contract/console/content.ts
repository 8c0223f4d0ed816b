import { z } from 'zod';
import {
  ZContentAddBody,
  ZContentAdminDetail,
  ZContentAdminListQuery,
  ZContentAdminRow,
  ZContentAdminVersion,
  ZContentEditBody,
  ZContentStatusBody,
} from '../../schemas/console/content.js';
import { ZIdBody, ZIdsBody } from '../../schemas/console/list.js';
import { zPage } from '../../schemas/fields.js';
import { endpoint } from '../endpoint.js';

/** Articles in both languages, enabled or not: the public pages show a change at once. */
export const contentConsoleApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/content/index',
    access: 'operator',
    query: ZContentAdminListQuery,
    response: zPage(ZContentAdminRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/content/detail',
    access: 'operator',
    query: ZIdBody,
    response: ZContentAdminDetail,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/content/add',
    access: 'operator',
    body: ZContentAddBody,
    response: ZContentAdminDetail,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/admin/content/edit',
    access: 'operator',
    body: ZContentEditBody,
    response: ZContentAdminDetail,
  }),
  /** Enables or disables one version (the table's switch). */
  status: endpoint({
    method: 'POST',
    path: '/api/admin/content/status',
    access: 'operator',
    body: ZContentStatusBody,
    response: ZContentAdminVersion,
  }),
  del: endpoint({
    method: 'POST',
    path: '/api/admin/content/del',
    access: 'operator',
    body: ZIdsBody,
    response: z.null(),
  }),
};
