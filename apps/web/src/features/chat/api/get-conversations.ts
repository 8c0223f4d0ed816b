import { API, CHAT_LIMITS } from '@storefront/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/**
 * The member's conversation with the newest activity (null: none yet), for a chat page that names no store;
 * under the list's own key, so whatever refreshes the list refreshes it too.
 */
export function useLatestConversation(enabled: boolean) {
  return useQuery({
    queryKey: ['chat', 'conversations', 'latest'],
    queryFn: async () =>
      (await callApi(API.chat.conversations, { query: { page: 1, limit: PAGE_SIZE } })).list[0] ?? null,
    enabled,
    staleTime: 0,
  });
}
