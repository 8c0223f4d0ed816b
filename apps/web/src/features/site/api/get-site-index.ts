import { type TIndexData, ZIndexData } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAgentType, type TAgentType } from '../../../lib/chat-info';
import { request } from '../../../lib/http';
import { isRecord } from '../../../lib/storage';
import { applySiteIndex } from '../store/site-store';

/** The chat block as the server sends it: the shared fields plus the host's agent type. */
export type TSiteChat = TIndexData['chat'] & { agentType: TAgentType; isChatHost: boolean };
export type TSiteIndex = Omit<TIndexData, 'chat'> & { chat: TSiteChat };

export class SiteIndexShapeError extends Error {}

function readChatExtras(raw: unknown): Pick<TSiteChat, 'agentType' | 'isChatHost'> {
  const chat = isRecord(raw) && isRecord(raw.chat) ? raw.chat : {};
  return {
    agentType: isAgentType(chat.agentType) ? chat.agentType : 'agent',
    isChatHost: chat.isChatHost === true,
  };
}

/**
 * GET /api/index/index: site config, user info, rules and menus. `requiredLogin` makes a guest or an
 * expired token answer 303/409; the caller decides what to do then (no automatic redirect here).
 */
export async function fetchSiteIndex(requiredLogin: boolean): Promise<TSiteIndex> {
  const envelope = await request<unknown>({
    url: '/api/index/index',
    method: 'get',
    params: { requiredLogin: requiredLogin ? 1 : 0 },
    handleLoginState: false,
    showCodeMessage: false,
    showErrorMessage: false,
  });
  const parsed = ZIndexData.safeParse(envelope.data);
  if (!parsed.success) throw new SiteIndexShapeError(parsed.error.message);
  const data: TSiteIndex = {
    ...parsed.data,
    chat: { ...parsed.data.chat, ...readChatExtras(envelope.data) },
  };
  applySiteIndex(data);
  return data;
}

/** Site data for a visitor or, once more, for a logged-in member (the key says which). */
export function siteIndexQuery(isMember: boolean) {
  return queryOptions({
    queryKey: ['site', 'index', isMember ? 'member' : 'visitor'],
    queryFn: () => fetchSiteIndex(isMember),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSiteIndex(isMember: boolean) {
  return useQuery(siteIndexQuery(isMember));
}
