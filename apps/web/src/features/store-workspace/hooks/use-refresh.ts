import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a change, every list and detail of the same caller is fetched again (a new knowledge entry changes
 * the list, the assistant's "unpublished changes" and the unanswered questions at once).
 */
export function useRefresh(queryKey: readonly unknown[]): () => Promise<void> {
  const client = useQueryClient();
  const root = queryKey[0];
  return useCallback(() => client.invalidateQueries({ queryKey: [root] }), [client, root]);
}
