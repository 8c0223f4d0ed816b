import { SHOP_MENU_PATH } from '@storefront/shared';
import type { TRouteDef } from './route-types';
import type { TShopPage } from './shop-route';

const member = { layout: 'user', middleware: ['auth', 'userMount'] } as const;
const ns = ['store-workspace', 'area'];
const shop = (page: TShopPage) => () => import('./shop-route').then((m) => m.loadShopPage(page));
const pathOf = (page: TShopPage) => `/user/${SHOP_MENU_PATH}/${page}`;

/** "My store" in the member centre, for store owners (the server shows its menu to them only). */
export const shopRoutes: TRouteDef[] = [
  { path: pathOf('store'), ...member, ns, page: shop('store') },
  { path: pathOf('assistant'), ...member, ns: [...ns, 'chat'], page: shop('assistant') },
  { path: pathOf('knowledge'), ...member, ns, page: shop('knowledge') },
  { path: pathOf('conversations'), ...member, ns, page: shop('conversations') },
  { path: pathOf('inbox'), ...member, ns, page: shop('inbox') },
];
