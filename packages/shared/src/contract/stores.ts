import { zPage } from '../schemas/fields.js';
import {
  ZQuickSearchQuery,
  ZStoreCard,
  ZStoreDetail,
  ZStoreDetailQuery,
  ZStoreListQuery,
  ZStoreLocateQuery,
  ZStoreNear,
  ZStoreOption,
} from '../schemas/stores.js';
import { endpoint } from './endpoint.js';

export const storesApi = {
  /** Stores in an area and/or matching a keyword, featured first. */
  list: endpoint({
    method: 'GET',
    path: '/api/index/instoLists',
    access: 'public',
    query: ZStoreListQuery,
    response: zPage(ZStoreCard),
  }),
  /** The stores nearest to a point within a radius, nearest first. */
  near: endpoint({
    method: 'GET',
    path: '/api/index/instocate',
    access: 'public',
    query: ZStoreLocateQuery,
    response: zPage(ZStoreNear),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/index/instoDetail',
    access: 'public',
    query: ZStoreDetailQuery,
    response: ZStoreDetail,
  }),
  /** BuildAdmin's generic remote select. */
  quickSearch: endpoint({
    method: 'GET',
    path: '/api/store/index',
    access: 'public',
    query: ZQuickSearchQuery,
    response: zPage(ZStoreOption),
  }),
};
