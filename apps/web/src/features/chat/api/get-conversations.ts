import { API, CHAT_LIMITS } from '@storefront/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http';

const PAGE_SIZE = CHAT_LIMITS.conversationsPageSize;

/** The member's conversations, newest activity first, optionally by title; a new keyword starts over. */
export function useConversations(keyword: string) {
  return useInfiniteQuery({
    queryKey: ['chat', 'conversations', keyword],
    queryFn: ({ pageParam }) =>
      callApi(API.chat.conversations, {
        query: { keyword: keyword || undefined, page: pageParam, limit: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    staleTime: 10_000,
  });
}
