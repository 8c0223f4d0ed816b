import {
  ZContentDetail,
  ZContentDetailQuery,
  ZContentListQuery,
  ZContentSummary,
} from '../schemas/content.js';
import { zPage } from '../schemas/fields.js';
import { endpoint } from './endpoint.js';

/** Articles in the request language. */
export const contentApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/content/index',
    access: 'public',
    query: ZContentListQuery,
    response: zPage(ZContentSummary),
  }),
  /** One article by id or by name; an unknown one answers code 0. */
  detail: endpoint({
    method: 'GET',
    path: '/api/content/detail',
    access: 'public',
    query: ZContentDetailQuery,
    response: ZContentDetail,
  }),
};
