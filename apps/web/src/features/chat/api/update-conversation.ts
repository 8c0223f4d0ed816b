import type { TConversationAction } from '@storefront/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** POST /api/chat/conversation: rename or delete one of the member's conversations. */
export async function updateConversation(action: TConversationAction): Promise<void> {
  await request<null>({
    url: '/api/chat/conversation',
    method: 'post',
    data: action,
    showSuccessMessage: true,
  });
}

/** The mutation the list uses; every conversation list on screen is fetched again afterwards. */
export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] }),
  });
}
