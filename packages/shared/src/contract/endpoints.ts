import { CONSOLE_API } from './console/index.js';
import type { TEndpoint } from './endpoint.js';
import { API } from './index.js';
import { SHOP_API } from './shop.js';

const isEndpoint = (value: object): value is TEndpoint => 'method' in value && 'path' in value;

/** The entries of a group, and of the groups inside it (`CONSOLE_API.stores`). */
function entriesOf(group: object): TEndpoint[] {
  return Object.values(group).flatMap((value: object) => (isEndpoint(value) ? [value] : entriesOf(value)));
}

/** Every entry of `API`, `CONSOLE_API` and `SHOP_API`, in one list: what the server's routes must match. */
export const ENDPOINTS: readonly TEndpoint[] = entriesOf({ ...API, console: CONSOLE_API, shop: SHOP_API });
