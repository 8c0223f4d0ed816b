import { STORAGE_KEY } from '@storefront/shared';
import { createStore, useStore } from './create-store';
import { isRecord, storage } from './storage';

/** The part of the user info kept in the browser: id, token and refresh token. */
export type TSession = { id: number; token: string; refresh_token: string };

function readStoredSession(): TSession | null {
  const info = storage.getJson(STORAGE_KEY.userInfo);
  const token = storage.getString(STORAGE_KEY.userToken) ?? (isRecord(info) ? String(info.token ?? '') : '');
  if (!isRecord(info) || typeof info.id !== 'number' || !token) return null;
  const refresh = typeof info.refresh_token === 'string' ? info.refresh_token : '';
  return { id: info.id, token, refresh_token: refresh };
}

export const sessionStore = createStore<{ session: TSession | null }>({ session: readStoredSession() });

/** The stored token, also when user info is missing (the server decides whether it is still valid). */
export function getToken(): string {
  return sessionStore.get().session?.token ?? storage.getString(STORAGE_KEY.userToken) ?? '';
}

/** Logged in means the user has both an id and a token. */
export function isLoggedIn(): boolean {
  const session = sessionStore.get().session;
  return Boolean(session?.id && session.token);
}

export function saveSession(session: TSession): void {
  storage.setJson(STORAGE_KEY.userInfo, session);
  storage.setString(STORAGE_KEY.userToken, session.token);
  sessionStore.set({ session });
}

/** Keeps the member, replaces both tokens (after a refresh, which rotates the refresh token too). */
export function updateTokens(token: string, refreshToken: string): void {
  const session = sessionStore.get().session;
  if (session) saveSession({ ...session, token, refresh_token: refreshToken });
}

/**
 * Adopts what another tab stored since this one started (its refresh may have rotated the tokens), so this tab
 * does not try a refresh token that is already spent.
 */
export function syncSessionFromStorage(): TSession | null {
  const stored = readStoredSession();
  const current = sessionStore.get().session;
  if (stored?.token !== current?.token || stored?.refresh_token !== current?.refresh_token) {
    sessionStore.set({ session: stored });
  }
  return stored;
}

/** Removes token and user info, e.g. on logout, 303 need login or 409 token expired. */
export function clearSession(): void {
  storage.remove(STORAGE_KEY.userInfo);
  storage.remove(STORAGE_KEY.userToken);
  if (sessionStore.get().session) sessionStore.set({ session: null });
}

export function useIsLoggedIn(): boolean {
  return useStore(sessionStore, (state) => Boolean(state.session?.id && state.session.token));
}
