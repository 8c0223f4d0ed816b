import { logout } from '../../../features/auth/api/logout';
import { clearSession, sessionStore } from '../../../lib/session';

/** Logs out on the server, then clears the tokens and reloads (also when the server call fails). */
export function useLogout(): () => Promise<void> {
  return async () => {
    const refreshToken = sessionStore.get().session?.refresh_token ?? '';
    try {
      await logout(refreshToken);
    } finally {
      clearSession();
      window.location.reload();
    }
  };
}
