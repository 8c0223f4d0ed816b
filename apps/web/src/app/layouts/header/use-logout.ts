import { logout } from '../../../features/auth/api/logout';
import { HttpError } from '../../../lib/http';
import { clearSession, sessionStore } from '../../../lib/session';

/** Member-only pages: reloading one after logout would only bounce to the login page. */
function isMemberPath(pathname: string): boolean {
  return pathname === '/user' || pathname.startsWith('/user/');
}

/**
 * Logs out on the server; on code 1 clears the tokens and reloads, so no member data stays on screen; from a
 * member page by loading home instead. When the server refuses or cannot be reached the member stays logged
 * in: the http client has already shown why.
 */
export function useLogout(): () => Promise<void> {
  return async () => {
    const refreshToken = sessionStore.get().session?.refresh_token ?? '';
    try {
      await logout(refreshToken);
    } catch (error) {
      if (error instanceof HttpError) return;
      throw error;
    }
    clearSession();
    if (isMemberPath(window.location.pathname)) window.location.assign('/');
    else window.location.reload();
  };
}
