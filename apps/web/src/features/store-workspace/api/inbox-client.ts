import {
  SHOP_API,
  type TEndpointQuery,
  type THandoffDetail,
  type THandoffRow,
  type TInboxEvent,
  type TPage,
  ZInboxEvent,
} from '@storefront/shared';
import { callApi, followLiveStream } from '../../../lib/http';

export type TInboxQuery = TEndpointQuery<typeof SHOP_API.handoffs.list>;

/** An inbox of handoffs: the owner's (My store); the console's has the same shape. */
export interface TInboxClient {
  queryKey: readonly unknown[];
  list: (query: TInboxQuery) => Promise<TPage<THandoffRow>>;
  detail: (id: number) => Promise<THandoffDetail>;
  reply: (id: number, content: string) => Promise<THandoffDetail>;
  close: (id: number) => Promise<THandoffRow>;
  /** Follows new and changed handoffs live until `signal` aborts (`ready` again after a reconnect). */
  follow: (onEvent: (event: TInboxEvent) => void, signal: AbortSignal) => Promise<void>;
}

/** The owner's inbox: their store's handoffs. */
export const shopInboxClient: TInboxClient = {
  queryKey: ['workspace', 'shop', 'inbox'],
  list: (query) => callApi(SHOP_API.handoffs.list, { query }),
  detail: (id) => callApi(SHOP_API.handoffs.detail, { query: { id } }),
  reply: (id, content) => callApi(SHOP_API.handoffs.reply, { body: { id, content } }),
  close: (id) => callApi(SHOP_API.handoffs.close, { body: { id }, showSuccessMessage: true }),
  follow: (onEvent, signal) =>
    followLiveStream({ path: SHOP_API.handoffs.live.path, schema: ZInboxEvent, onEvent, signal }),
};
