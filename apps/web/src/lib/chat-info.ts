import { STORAGE_KEY } from '@storefront/shared';
import { isRecord, storage } from './storage';

export const AGENT_TYPES = ['agent', 'testagent', 'client'] as const;
export type TAgentType = (typeof AGENT_TYPES)[number];

/** Chat info of spec section 3 (all persisted) plus the agent type of the host the app is served from. */
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

export function readChatInfo(): TChatInfo {
  const value = storage.getJson(STORAGE_KEY.chatInfo);
  return isRecord(value) ? (value as TChatInfo) : {};
}

/** Merges fields into the stored chat info. */
export function updateChatInfo(patch: TChatInfo): void {
  storage.setJson(STORAGE_KEY.chatInfo, { quePage: 1, ...readChatInfo(), ...patch });
}

export function isAgentType(value: unknown): value is TAgentType {
  return typeof value === 'string' && (AGENT_TYPES as readonly string[]).includes(value);
}
