import { STORAGE_KEY, type TAgentType } from '@storefront/shared';
import { isRecord, storage } from './storage';

/** Chat info from `chat/init` (all persisted) plus the agent type of the host the app is served from. */
export type TChatInfo = {
  chatkey?: string;
  storeuuid?: string;
  free_count?: number;
  loginset?: number;
  quePage?: number;
  usecount?: number;
  visitor?: string;
  agentType?: TAgentType;
};

let pageAgentType: TAgentType | undefined;

/**
 * An agent type for this page view only: the widget's iframe asks for `client`, and writing that to the
 * shared chat info would turn the site's own tabs compact too.
 */
export function setPageAgentType(agentType: TAgentType | undefined): void {
  pageAgentType = agentType;
}

function readStoredChatInfo(): TChatInfo {
  const value = storage.getJson(STORAGE_KEY.chatInfo);
  return isRecord(value) ? (value as TChatInfo) : {};
}

export function readChatInfo(): TChatInfo {
  const stored = readStoredChatInfo();
  return pageAgentType ? { ...stored, agentType: pageAgentType } : stored;
}

/** Merges fields into the stored chat info. */
export function updateChatInfo(patch: TChatInfo): void {
  storage.setJson(STORAGE_KEY.chatInfo, { quePage: 1, ...readStoredChatInfo(), ...patch });
}
