import { API, CHAT_LIMITS, type TChatHistory, type TEndpointQuery } from '@storefront/shared';
import { callApi } from '../../../lib/http';

/**
 * One page of a conversation, oldest first within the page; page 1 is the newest. Without a conversation id
 * the server picks the latest conversation with the store (`conversation_id` null when there is none).
 */
export function getHistory(query: TEndpointQuery<typeof API.chat.history>): Promise<TChatHistory> {
  return callApi(API.chat.history, {
    query: { limit: CHAT_LIMITS.historyPageSize, ...query },
    showErrorMessage: false,
    showCodeMessage: false,
  });
}
