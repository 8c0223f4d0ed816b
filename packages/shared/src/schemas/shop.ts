import type { z } from 'zod';
import { ZAssistantTexts } from './console/assistants.js';
import {
  ZConversationExportQuery,
  ZConversationListQuery,
  ZUnansweredQuery,
} from './console/conversations.js';
import { ZKnowledgeImportBody, ZKnowledgeListQuery } from './console/knowledge.js';
import { checkStoreFields, ZStoreFields } from './console/stores.js';

/**
 * "My store": a store owner's view of the store their `shop_id` names. Every request is about that store; no
 * request names a store, and an id of another store's entry, conversation or message is answered 'not found'.
 */

/**
 * `POST /api/shop/store/edit`: the card's fields. Whether the store is open, featured or the site's default
 * stays the operators' (the listing and the chat depend on it).
 */
export const ZShopStoreEditBody = ZStoreFields.superRefine(checkStoreFields);
export type TShopStoreEditBody = z.infer<typeof ZShopStoreEditBody>;

/**
 * `POST /api/shop/assistant/edit`: the draft's name, instructions, welcome and suggested questions. The rules
 * (free count, login, points, context) and the provider are the operators': they are the site's terms and
 * costs, and a provider's base URL would let the server call any address with a stored key.
 */
export const ZShopAssistantEditBody = ZAssistantTexts;
export type TShopAssistantEditBody = z.infer<typeof ZShopAssistantEditBody>;

/** `GET /api/shop/knowledge/index`. */
export const ZShopKnowledgeListQuery = ZKnowledgeListQuery.omit({ store_id: true });

/** `POST /api/shop/knowledge/import`. */
export const ZShopKnowledgeImportBody = ZKnowledgeImportBody.omit({ store_id: true });

/** `GET /api/shop/conversations/index`. */
export const ZShopConversationListQuery = ZConversationListQuery.omit({ store_id: true });

/** `GET /api/shop/conversations/export`. */
export const ZShopConversationExportQuery = ZConversationExportQuery.omit({ store_id: true });

/** `GET /api/shop/conversations/unanswered`. */
export const ZShopUnansweredQuery = ZUnansweredQuery.omit({ store_id: true });
