import type { z } from 'zod';
import { ZIdBody } from '../schemas/console/list.js';
import { zPage } from '../schemas/fields.js';
import {
  ZConsoleHandoffListQuery,
  ZHandoffDetail,
  ZHandoffListQuery,
  ZHandoffReplyBody,
  ZHandoffRow,
  ZInboxEvent,
} from '../schemas/handoff-inbox.js';
import { endpoint, type TAccess } from './endpoint.js';

/**
 * An inbox of handoffs under `base` for `access`: list, one with its conversation, reply (free for the
 * visitor), close (back to the assistant) and a live stream of new and changed handoffs (server-sent events).
 */
function inboxApi<const B extends string, const A extends TAccess, Q extends z.ZodType>(
  base: B,
  access: A,
  listQuery: Q,
) {
  return {
    list: endpoint({
      method: 'GET',
      path: `${base}/index`,
      access,
      query: listQuery,
      response: zPage(ZHandoffRow),
    }),
    detail: endpoint({
      method: 'GET',
      path: `${base}/detail`,
      access,
      query: ZIdBody,
      response: ZHandoffDetail,
    }),
    /** Answers the visitor (free for them); a handoff already closed takes no more replies. */
    reply: endpoint({
      method: 'POST',
      path: `${base}/reply`,
      access,
      body: ZHandoffReplyBody,
      response: ZHandoffDetail,
    }),
    /** Hands the conversation back to the assistant. */
    close: endpoint({
      method: 'POST',
      path: `${base}/close`,
      access,
      body: ZIdBody,
      response: ZHandoffRow,
    }),
    live: endpoint({ method: 'GET', path: `${base}/live`, access, events: ZInboxEvent }),
  } as const;
}

/** A store owner's inbox in My store: their store's handoffs only; another store's id is 'not found'. */
export const shopHandoffsApi = inboxApi('/api/shop/handoffs', 'storeOwner', ZHandoffListQuery);

/** The operators' inbox: every store's handoffs (or one store's); an operator can answer for any store. */
export const handoffsConsoleApi = inboxApi('/api/admin/handoffs', 'operator', ZConsoleHandoffListQuery);
