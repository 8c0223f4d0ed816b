import { API, type TAgentType, type TChatInit } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { setPageAgentType, updateChatInfo } from '../../../lib/chat-info';
import { callApi } from '../../../lib/http';
import { useIsLoggedIn } from '../../../lib/session';

/**
 * The chat info for a store (none: the site's default). The storeuuid header comes from the stored chat info,
 * so it is switched first; the answer is stored as the chat info, including the signed visitor id every later
 * chat call sends. A member who still carries a visitor id takes over that visitor's conversations with this
 * call, which is why the page calls it again after a login.
 */
export async function getChatInit(storeuuid: string | undefined, agentType?: TAgentType): Promise<TChatInit> {
  setPageAgentType(agentType);
  updateChatInfo({ storeuuid });
  const init = await callApi(API.chat.init, { showCodeMessage: false, showErrorMessage: false });
  updateChatInfo({
    chatkey: init.chatkey,
    storeuuid: init.storeuuid,
    free_count: init.free_count,
    loginset: init.loginset,
    usecount: init.usecount,
    visitor: init.visitor,
    quePage: init.quePage,
  });
  return init;
}

/** Runs on every mount of a chat page (never served from cache) and again when the login changes. */
export function useChatInit(storeuuid: string | undefined, agentType?: TAgentType) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['chat', 'init', storeuuid ?? '', agentType ?? '', isLoggedIn ? 'member' : 'visitor'],
    queryFn: () => getChatInit(storeuuid, agentType),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
