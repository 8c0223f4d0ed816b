import { ZIndexData, ZIndexQuery } from '../schemas/site.js';
import { endpoint } from './endpoint.js';

export const siteApi = {
  /** The bootstrap: site settings, the member (`[]` for guests), rules, menus and the default store's chat. */
  index: endpoint({
    method: 'GET',
    path: '/api/index/index',
    access: 'public',
    query: ZIndexQuery,
    response: ZIndexData,
  }),
};
