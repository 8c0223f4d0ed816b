import { type TConversation, ZConversation } from '@storefront/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { isRecord } from '../../../lib/storage';
import { ChatShapeError, parseData } from './parse';

const PAGE_SIZE = 30;

export type TConversationPage = { list: TConversation[]; total: number };

/** GET /api/chat/conversations: the member's conversations, newest activity first, optionally by title. */
export async function getConversations(keyword: string, page: number): Promise<TConversationPage> {
  const envelope = await request<unknown>({
    url: '/api/chat/conversations',
    method: 'get',
    params: { keyword: keyword || undefined, page, limit: PAGE_SIZE },
  });
  const data = envelope.data;
  if (!isRecord(data) || typeof data.total !== 'number')
    throw new ChatShapeError('conversations without total');
  return { list: parseData(ZConversation.array(), data.list), total: data.total };
}

/** Pages of the list, loaded on demand ("load more"); a new keyword starts over. */
export function useConversations(keyword: string) {
  return useInfiniteQuery({
    queryKey: ['chat', 'conversations', keyword],
    queryFn: ({ pageParam }) => getConversations(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    staleTime: 10_000,
  });
}
