import { API, type TConversationAction } from '@storefront/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http';

/** Renames or deletes one of the member's conversations; the server's message is shown. */
export async function updateConversation(action: TConversationAction): Promise<void> {
  await callApi(API.chat.conversation, { body: action, showSuccessMessage: true });
}

/** The mutation the list uses; every conversation list on screen is fetched again afterwards. */
export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] }),
  });
}
