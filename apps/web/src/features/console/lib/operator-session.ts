import { STORAGE_KEY, type TOperatorInfo } from '@storefront/shared';
import { createStore, useStore } from '../../../lib/create-store';
import { isRecord, storage } from '../../../lib/storage';

/** The operator signed in to the console, as kept in the browser (BuildAdmin's `adminInfo`). */
export type TOperatorSession = Pick<
  TOperatorInfo,
  'id' | 'username' | 'nickname' | 'role' | 'token' | 'refresh_token'
>;

function readStored(): TOperatorSession | null {
  const info = storage.getJson(STORAGE_KEY.operatorInfo);
  if (!isRecord(info) || typeof info.id !== 'number' || typeof info.token !== 'string' || !info.token)
    return null;
  return {
    id: info.id,
    username: String(info.username ?? ''),
    nickname: String(info.nickname ?? ''),
    role: info.role === 'owner' ? 'owner' : 'editor',
    token: info.token,
    refresh_token: typeof info.refresh_token === 'string' ? info.refresh_token : '',
  };
}

export const operatorStore = createStore<{ session: TOperatorSession | null }>({ session: readStored() });

export function saveOperatorSession(session: TOperatorSession): void {
  storage.setJson(STORAGE_KEY.operatorInfo, session);
  operatorStore.set({ session });
}

export function clearOperatorSession(): void {
  storage.remove(STORAGE_KEY.operatorInfo);
  operatorStore.set({ session: null });
}

/** Adopts what another tab stored (its refresh may have rotated the tokens). */
export function syncOperatorSession(): TOperatorSession | null {
  const stored = readStored();
  if (stored?.token !== operatorStore.get().session?.token) operatorStore.set({ session: stored });
  return stored;
}

export const useOperator = () => useStore(operatorStore, (state) => state.session);
