import { CHAT_LIMITS, type TChatMessage, ZChatMessage } from '@storefront/shared';
import { request } from '../../../lib/http';
import { isRecord } from '../../../lib/storage';
import { ChatShapeError, parseData } from './parse';

export type THistoryPage = { list: TChatMessage[]; total: number; conversation_id: number | null };

export type THistoryQuery = { chatkey: string; conversation_id?: number; page: number; limit?: number };

/**
 * GET /api/chat/history: one page of a conversation, oldest first within the page; page 1 is the newest.
 * Without a conversation id the server picks the latest conversation with the store (null when none).
 */
export async function getHistory(query: THistoryQuery): Promise<THistoryPage> {
  const envelope = await request<unknown>({
    url: '/api/chat/history',
    method: 'get',
    params: { limit: CHAT_LIMITS.historyPageSize, ...query },
    showErrorMessage: false,
    showCodeMessage: false,
  });
  const data = envelope.data;
  if (!isRecord(data) || typeof data.total !== 'number') throw new ChatShapeError('history without total');
  const conversationId = typeof data.conversation_id === 'number' ? data.conversation_id : null;
  return {
    list: parseData(ZChatMessage.array(), data.list),
    total: data.total,
    conversation_id: conversationId,
  };
}
