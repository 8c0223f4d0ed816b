import type { TIndexData, TUserInfo } from '@storefront/shared';
import { updateChatInfo } from '../../../lib/chat-info';
import { createStore, useStore } from '../../../lib/create-store';
import { clearSession, saveSession, sessionStore } from '../../../lib/session';
import { buildAuthNode, type TAuthNode } from '../permission/auth-node';

type TSiteState = { data: TIndexData | null; authNode: TAuthNode };

export const siteStore = createStore<TSiteState>({ data: null, authNode: new Map() });

/** Keeps only id, token and the current refresh token in the browser: the rest is fetched, never stored. */
function persistUser(userInfo: TUserInfo | []): void {
  if (Array.isArray(userInfo)) {
    clearSession();
    return;
  }
  const current = sessionStore.get().session;
  saveSession({
    id: userInfo.id,
    token: userInfo.token || current?.token || '',
    refresh_token: current?.refresh_token || userInfo.refresh_token,
  });
}

/** Stores a bootstrap answer: user session, the host's agent type for chat calls, permission map. */
export function applySiteIndex(data: TIndexData): void {
  persistUser(data.userInfo);
  updateChatInfo({ agentType: data.chat.agentType });
  siteStore.set({ data, authNode: buildAuthNode([...data.menus, ...data.rules]) });
}

/**
 * Shows a change of the member's own info at once (profile saved, address bound), so header and member aside
 * follow without a reload; the caller loads the site data again for the server's word.
 */
export function patchUserInfo(patch: Partial<TUserInfo>): void {
  siteStore.set((state) => {
    if (!state.data || Array.isArray(state.data.userInfo)) return {};
    return { data: { ...state.data, userInfo: { ...state.data.userInfo, ...patch } } };
  });
}

/** The loaded site data; the root route loads it before any page renders. */
export function useSite(): TIndexData {
  const data = useStore(siteStore, (state) => state.data);
  if (!data) throw new Error('Site data is not loaded');
  return data;
}

/** The member, or null for visitors. */
export function useUserInfo(): TUserInfo | null {
  const data = useStore(siteStore, (state) => state.data);
  return data && !Array.isArray(data.userInfo) ? data.userInfo : null;
}

export function useAuthNode(): TAuthNode {
  return useStore(siteStore, (state) => state.authNode);
}
