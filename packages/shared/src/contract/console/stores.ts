import { z } from 'zod';
import { ZIdBody, ZIdsBody } from '../../schemas/console/list.js';
import {
  ZConsoleStore,
  ZConsoleStoreListQuery,
  ZStoreAddBody,
  ZStoreEditBody,
} from '../../schemas/console/stores.js';
import { zPage } from '../../schemas/fields.js';
import { endpoint } from '../endpoint.js';

/** The stores (any operator). Every write is in the operator log; cards and listings change at once. */
export const storesConsoleApi = {
  /** A page of stores, whatever their status; default order newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/stores/index',
    access: 'operator',
    query: ZConsoleStoreListQuery,
    response: zPage(ZConsoleStore),
  }),
  /** One store by id. */
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/stores/detail',
    access: 'operator',
    query: ZIdBody,
    response: ZConsoleStore,
  }),
  /**
   * A new store (its `storeuuid` made by the server) with a draft and a published assistant, named after the
   * store and with no knowledge, so its chat works at once. Answers the store.
   */
  add: endpoint({
    method: 'POST',
    path: '/api/admin/stores/add',
    access: 'operator',
    body: ZStoreAddBody,
    response: ZConsoleStore,
  }),
  /** Saves every field of a store; answers it as saved. */
  edit: endpoint({
    method: 'POST',
    path: '/api/admin/stores/edit',
    access: 'operator',
    body: ZStoreEditBody,
    response: ZConsoleStore,
  }),
  /**
   * Deletes stores with their assistants and knowledge. A store that has conversations is refused (its
   * history stays readable): close it instead. All or nothing: one refusal deletes none.
   */
  del: endpoint({
    method: 'POST',
    path: '/api/admin/stores/del',
    access: 'operator',
    body: ZIdsBody,
    response: z.null(),
  }),
};
